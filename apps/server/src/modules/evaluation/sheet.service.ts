import type { DetailedEntry, PreliminaryEntry, sheetInput } from '@swp/core';
import type { z } from 'zod';
import type { Deps, RequestMeta } from '../../deps.ts';
import { invalid, ruleBroken } from '../../lib/errors.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { bidIdsOf } from './bid-ids.ts';
import { detailedScope, loadBidders, loadStandard, preliminaryScope } from './evaluation-facts.ts';
import { entriesToStore, storedPreliminary } from './evaluation-stored.ts';
import { sheetOf } from './evaluation-view.ts';
import { memberWrite } from './member-write.ts';
import { detailedProblem, preliminaryProblem } from './sheet-rules.ts';
import { listSheets, writeSheet } from './sheets.repo.ts';

export const SHEET_LOCKED = '评审表已提交，不能修改';

type ParsedSheet = z.output<typeof sheetInput>;

/**
 * 暂存 (submit false) and 提交 (submit true) of the member's own sheet of one step (docs/rules.md). 初步评审 sheets are
 * written until the chair closes 初步评审, 详细评审 sheets only after it; a submitted sheet is locked (the upsert's
 * `where` is the lock, so two tabs cannot both change it). 提交 is logged on the project; a 暂存 is the member's
 * draft and is not (the page saves every few seconds while typing).
 */
export async function writeMemberSheet(
  deps: Deps,
  principal: Principal,
  input: ParsedSheet,
  submit: boolean,
  meta: RequestMeta,
): Promise<void> {
  await memberWrite(deps, principal, input.projectId, 'share', async (tx, ctx) => {
    const { evaluation, now } = ctx;
    if (input.step === 'preliminary' && evaluation.preliminaryDoneAt) {
      throw ruleBroken('初步评审已结束，不能修改初步评审表');
    }
    if (input.step === 'detailed' && !evaluation.preliminaryDoneAt) {
      throw ruleBroken('初步评审尚未结束，暂不能进行详细评审');
    }
    const own = sheetOf(await listSheets(tx, input.projectId), ctx.me.specialistId, input.step);
    if (own?.status === 'submitted') throw ruleBroken(SHEET_LOCKED);

    const standard = await loadStandard(tx, ctx.project);
    const bidders = await loadBidders(tx, input.projectId, now);
    const problem =
      input.step === 'preliminary'
        ? preliminaryProblem(input.entries, preliminaryScope(bidders, standard), submit)
        : detailedProblem(
            input.entries,
            detailedScope(bidders, standard, storedPreliminary(evaluation.preliminary) ?? []),
            submit,
          );
    if (problem) throw invalid(problem);

    const key = { projectId: input.projectId, specialistId: ctx.me.specialistId, step: input.step };
    const entries = entriesToStore<PreliminaryEntry | DetailedEntry>(input.entries, bidIdsOf(bidders));
    if (!(await writeSheet(tx, key, { entries, submit, at: now }))) throw ruleBroken(SHEET_LOCKED);
    if (submit) {
      await audit(tx, deps.clock, {
        actor: actorOf(principal),
        action: 'evaluation.submitSheet',
        target: { type: 'project', id: input.projectId },
        detail: { step: input.step, entries: input.entries.length, resubmitted: own?.status === 'returned' },
        ip: meta.ip,
      });
    }
  });
}
