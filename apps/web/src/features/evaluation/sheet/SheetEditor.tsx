import { EVAL_STEP_LABELS, type EvalStep } from '@swp/core/evaluation/labels';
import type { SheetInput } from '@swp/core/evaluation/schema';
import { type ReactNode, useState } from 'react';
import { feedback } from '../../../app/feedback.ts';
import { useSaveSheet, useSubmitSheet } from '../api.ts';
import { draftKey } from './draftStore.ts';
import { SheetActions } from './SheetActions.tsx';
import { SheetBanner } from './SheetBanner.tsx';
import { type SheetKey, sheetProblems } from './sheetModel.ts';
import { useSheetDraft } from './useSheetDraft.ts';

export interface SheetEditorProps<E extends SheetKey> {
  projectId: number;
  specialistId: number;
  step: EvalStep;
  /** The server's sheet of this step (null before the first 暂存). */
  sheet: {
    status: 'none' | 'draft' | 'submitted' | 'returned';
    returnReason: string | null;
    updatedAt: string | null;
  } | null;
  /** The whole grid filled from the server's entries. */
  initial: E[];
  /** An entry's problem; `complete` (after a 提交 was tried) also reports what is still empty. */
  problemOf: (entry: E, complete: boolean) => string | null;
  toSheet: (entries: E[]) => SheetInput;
  /** Why even 暂存 would be refused (the server keeps no score above the max), or null. */
  keepProblem?: (entries: E[]) => string | null;
  grid: (
    entries: E[],
    problems: ReadonlyMap<string, string>,
    onChange: (key: string, patch: Partial<E>) => void,
  ) => ReactNode;
}

/**
 * An expert's sheet of one step while it can be edited (not submitted, or returned): the grid, its problems by
 * core's rules, the local copy and autosave, 暂存 and 提交. A refusal of the server is shown by the HTTP client.
 */
export function SheetEditor<E extends SheetKey>(props: SheetEditorProps<E>) {
  const { projectId, step } = props;
  const save = useSaveSheet(projectId);
  const submit = useSubmitSheet(projectId);
  const draft = useSheetDraft<E>({
    storageKey: draftKey(projectId, step, props.specialistId),
    initial: props.initial,
    serverUpdatedAt: props.sheet?.updatedAt ?? null,
    save: (entries, silent) => save.mutateAsync({ sheet: props.toSheet(entries), silent }),
    keepProblem: props.keepProblem ?? (() => null),
  });
  // Until 提交 is tried only what is wrong is flagged, not what is merely not typed yet.
  const [complete, setComplete] = useState(false);
  const problems = sheetProblems(draft.entries, (e) => props.problemOf(e, complete));

  const canSubmit = () => {
    setComplete(true);
    const all = sheetProblems(draft.entries, (e) => props.problemOf(e, true));
    if (all.size === 0) return true;
    feedback.error(`还有 ${all.size} 项未填写或不符合要求，请按标红的提示修改后再提交`);
    return false;
  };

  const onSave = () => {
    const problem = props.keepProblem?.(draft.entries);
    if (problem) return feedback.error(problem);
    return draft.saveNow(false).then(
      () => feedback.success('已暂存'),
      () => undefined, // the HTTP client has shown the server's message
    );
  };

  const onSubmit = () =>
    submit.mutateAsync(props.toSheet(draft.entries)).then(
      () => {
        draft.finished();
        feedback.success(`${EVAL_STEP_LABELS[step]}已提交`);
      },
      () => undefined,
    );

  return (
    <div data-testid={`sheet-${step}`}>
      <SheetBanner
        status={props.sheet?.status ?? 'none'}
        returnReason={props.sheet?.returnReason ?? null}
        submittedAt={null}
        restored={draft.restored}
      />
      {props.grid(draft.entries, problems, draft.change)}
      <SheetActions
        savedAt={draft.savedAt}
        dirty={draft.dirty}
        autosaveFailed={draft.autosaveFailed}
        blocked={draft.blocked}
        saving={save.isPending && !save.variables?.silent}
        submitting={submit.isPending}
        onSave={onSave}
        canSubmit={canSubmit}
        onSubmit={onSubmit}
      />
    </div>
  );
}
