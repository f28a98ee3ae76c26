import { EVAL_STEP_LABELS, type EvalStep } from '@swp/core/evaluation/labels';
import type { ChairSheets, EvalWorkspace } from '@swp/core/evaluation/responses';
import { Empty, Modal } from 'antd';
import { DetailedGrid } from '../sheet/DetailedGrid.tsx';
import { PreliminaryGrid } from '../sheet/PreliminaryGrid.tsx';
import { SheetBanner } from '../sheet/SheetBanner.tsx';
import { detailedGrid, preliminaryGrid } from '../sheet/sheetModel.ts';

export type MemberSheets = ChairSheets['sheets'][number];

const NO_PROBLEMS: ReadonlyMap<string, string> = new Map();

function SheetBody({ workspace, member, step }: { workspace: EvalWorkspace; member: MemberSheets; step: EvalStep }) {
  const items = workspace.standard.items;
  const sheet = member[step];
  if (!sheet || sheet.status === 'none') return <Empty description="该专家尚未填写" />;
  const banner = (
    <SheetBanner
      status={sheet.status}
      returnReason={sheet.returnReason}
      submittedAt={sheet.submittedAt}
      restored={false}
    />
  );
  if (sheet.step === 'preliminary') {
    const entries = preliminaryGrid(
      workspace.bidders.map((b) => b.bidId),
      items,
      sheet.entries,
    );
    return (
      <>
        {banner}
        <PreliminaryGrid bidders={workspace.bidders} items={items} entries={entries} problems={NO_PROBLEMS} />
      </>
    );
  }
  const passed = new Set((workspace.preliminary ?? []).filter((r) => r.passed).map((r) => r.bidId));
  const bidders = workspace.bidders.filter((b) => passed.has(b.bidId));
  const entries = detailedGrid(
    bidders.map((b) => b.bidId),
    items,
    sheet.entries,
  );
  const prices = new Map((workspace.priceScores ?? []).map((p) => [p.bidId, p.score]));
  return (
    <>
      {banner}
      <DetailedGrid bidders={bidders} items={items} entries={entries} problems={NO_PROBLEMS} priceScores={prices} />
    </>
  );
}

/** The chair reads a member's sheet of one step, as the member typed it (read-only). */
export function MemberSheetModal({
  workspace,
  shown,
  onClose,
}: {
  workspace: EvalWorkspace;
  shown: { member: MemberSheets; step: EvalStep } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={shown !== null}
      title={shown ? `${shown.member.name} 的${EVAL_STEP_LABELS[shown.step]}表` : ''}
      width="min(1200px, 96vw)"
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="member-sheet"
    >
      {shown ? <SheetBody workspace={workspace} member={shown.member} step={shown.step} /> : null}
    </Modal>
  );
}
