import type { EvalWorkspace } from '@swp/core/evaluation/responses';
import type { DetailedEntry } from '@swp/core/evaluation/schema';
import { Alert, Empty, Flex, Typography } from 'antd';
import { DetailedGrid } from './DetailedGrid.tsx';
import { SheetBanner } from './SheetBanner.tsx';
import { SheetEditor } from './SheetEditor.tsx';
import { detailedGrid, detailedKeepProblem, detailedProblem, toDetailedInput } from './sheetModel.ts';

const NO_PROBLEMS: ReadonlyMap<string, string> = new Map();

/** The bidders failed in 初步评审 by the committee's majority, with every reason given. */
function FailedBidders({ workspace }: { workspace: EvalWorkspace }) {
  const failed = (workspace.preliminary ?? []).filter((r) => !r.passed);
  if (failed.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      title={`以下 ${failed.length} 家投标人未通过初步评审，不参加详细评审`}
      description={
        <Flex vertical gap={8}>
          {failed.map((r) => (
            <div key={r.bidId}>
              <Typography.Text strong>{r.companyName}</Typography.Text>
              {r.reasons.map((x) => (
                <div key={`${x.specialistName}:${x.itemName}`} style={{ fontSize: 13 }}>
                  {x.itemName}（{x.specialistName}）：{x.reason}
                </div>
              ))}
            </div>
          ))}
        </Flex>
      }
      data-testid="failed-bidders"
    />
  );
}

/**
 * The 详细评审 tab (after 初步评审 closed): the score sheet of the bidders who passed, the 价格分 as the server
 * computed it; editable while the step is open and the sheet is not submitted (or came back).
 */
export function DetailedStep({ workspace }: { workspace: EvalWorkspace }) {
  if (!workspace.preliminary) {
    return <Empty description="初步评审完成后，由组长开启详细评审" style={{ margin: '40px 0' }} />;
  }
  const passedIds = new Set(workspace.preliminary.filter((r) => r.passed).map((r) => r.bidId));
  const bidders = workspace.bidders.filter((b) => passedIds.has(b.bidId));
  const sheet = workspace.sheets.detailed;
  const items = workspace.standard.items;
  const byId = new Map(items.map((i) => [i.id, i]));
  const prices = new Map((workspace.priceScores ?? []).map((p) => [p.bidId, p.score]));
  const grid = detailedGrid(
    bidders.map((b) => b.bidId),
    items,
    sheet?.entries ?? [],
  );
  const editable = workspace.phase === 'detailed' && sheet?.status !== 'submitted';
  const failed = <FailedBidders workspace={workspace} />;
  if (bidders.length === 0) {
    return (
      <>
        {failed}
        <Empty description="没有通过初步评审的投标人" />
      </>
    );
  }
  if (!editable) {
    return (
      <div data-testid="sheet-detailed">
        {failed}
        {sheet ? (
          <SheetBanner
            status={sheet.status}
            returnReason={sheet.returnReason}
            submittedAt={sheet.submittedAt}
            restored={false}
          />
        ) : null}
        <DetailedGrid bidders={bidders} items={items} entries={grid} problems={NO_PROBLEMS} priceScores={prices} />
      </div>
    );
  }
  return (
    <>
      {failed}
      <SheetEditor<DetailedEntry>
        projectId={workspace.project.id}
        specialistId={workspace.me.specialistId}
        step="detailed"
        sheet={sheet}
        initial={grid}
        problemOf={(e, complete) => detailedProblem(e, byId.get(e.itemId), complete)}
        keepProblem={(entries) => detailedKeepProblem(entries, (id) => byId.get(id))}
        toSheet={(entries) => ({
          projectId: workspace.project.id,
          step: 'detailed',
          entries: toDetailedInput(entries),
        })}
        grid={(entries, problems, onChange) => (
          <DetailedGrid
            bidders={bidders}
            items={items}
            entries={entries}
            problems={problems}
            priceScores={prices}
            onChange={onChange}
          />
        )}
      />
    </>
  );
}
