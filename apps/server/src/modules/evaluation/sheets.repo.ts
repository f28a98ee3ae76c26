import type { EvalStep } from '@swp/core';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { evaluationSheets } from '../../db/schema/index.ts';

export type SheetRow = typeof evaluationSheets.$inferSelect;

/** Every member's sheets of the project (both steps). */
export function listSheets(db: DbOrTx, projectId: number): Promise<SheetRow[]> {
  return db
    .select()
    .from(evaluationSheets)
    .where(eq(evaluationSheets.projectId, projectId))
    .orderBy(asc(evaluationSheets.id));
}

interface SheetKey {
  projectId: number;
  specialistId: number;
  step: EvalStep;
}

/**
 * 暂存 and 提交 in one statement: the member's one row of the step is inserted or replaced — unless it is submitted,
 * which the `where` of the conflict update leaves as it is (false: the sheet is locked). Two tabs saving at once
 * each write the whole sheet; the later one stands. A returned sheet stays 'returned' while it is saved again, so
 * the chair's reason stays on the page until the member submits.
 */
export async function writeSheet(
  tx: DbOrTx,
  key: SheetKey,
  sheet: { entries: unknown; submit: boolean; at: Date },
): Promise<boolean> {
  const submitted = sheet.submit ? { status: 'submitted' as const, submittedAt: sheet.at } : {};
  const rows = await tx
    .insert(evaluationSheets)
    .values({ ...key, entries: sheet.entries, updatedAt: sheet.at, status: 'draft', ...submitted })
    .onConflictDoUpdate({
      target: [evaluationSheets.projectId, evaluationSheets.specialistId, evaluationSheets.step],
      set: { entries: sheet.entries, updatedAt: sheet.at, ...submitted },
      setWhere: ne(evaluationSheets.status, 'submitted'),
    })
    .returning({ id: evaluationSheets.id });
  return rows.length === 1;
}

/** The chair's return: a submitted sheet becomes 'returned' (unlocked) with the reason; false when not submitted. */
export async function returnSheet(tx: DbOrTx, key: SheetKey, reason: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(evaluationSheets)
    .set({ status: 'returned', returnReason: reason, returnedAt: at, submittedAt: null, updatedAt: at })
    .where(
      and(
        eq(evaluationSheets.projectId, key.projectId),
        eq(evaluationSheets.specialistId, key.specialistId),
        eq(evaluationSheets.step, key.step),
        eq(evaluationSheets.status, 'submitted'),
      ),
    )
    .returning({ id: evaluationSheets.id });
  return rows.length === 1;
}
