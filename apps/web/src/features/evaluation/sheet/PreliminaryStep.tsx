import type { EvalWorkspace } from '@swp/core/evaluation/responses';
import type { PreliminaryEntry } from '@swp/core/evaluation/schema';
import { PreliminaryGrid } from './PreliminaryGrid.tsx';
import { SheetBanner } from './SheetBanner.tsx';
import { SheetEditor } from './SheetEditor.tsx';
import { preliminaryGrid, preliminaryProblem, toPreliminaryInput } from './sheetModel.ts';

const NO_PROBLEMS: ReadonlyMap<string, string> = new Map();

/**
 * The 初步评审 tab: editable while the step is open and the sheet is not submitted (or came back); otherwise the
 * sheet as submitted, read-only.
 */
export function PreliminaryStep({ workspace }: { workspace: EvalWorkspace }) {
  const sheet = workspace.sheets.preliminary;
  const items = workspace.standard.items;
  const grid = preliminaryGrid(
    workspace.bidders.map((b) => b.bidId),
    items,
    sheet?.entries ?? [],
  );
  const editable = workspace.phase === 'preliminary' && sheet?.status !== 'submitted';
  if (!editable) {
    return (
      <div data-testid="sheet-preliminary">
        {sheet ? (
          <SheetBanner
            status={sheet.status}
            returnReason={sheet.returnReason}
            submittedAt={sheet.submittedAt}
            restored={false}
          />
        ) : null}
        <PreliminaryGrid bidders={workspace.bidders} items={items} entries={grid} problems={NO_PROBLEMS} />
      </div>
    );
  }
  return (
    <SheetEditor<PreliminaryEntry>
      projectId={workspace.project.id}
      specialistId={workspace.me.specialistId}
      step="preliminary"
      sheet={sheet}
      initial={grid}
      problemOf={preliminaryProblem}
      toSheet={(entries) => ({
        projectId: workspace.project.id,
        step: 'preliminary',
        entries: toPreliminaryInput(entries),
      })}
      grid={(entries, problems, onChange) => (
        <PreliminaryGrid
          bidders={workspace.bidders}
          items={items}
          entries={entries}
          problems={problems}
          onChange={onChange}
        />
      )}
    />
  );
}
