import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invitations } from '../../db/schema/index.ts';

/** How many invitations the expert has, per answer (isAffirm: 0 pending, 1 confirmed, 2 cannot attend, -1 declined). */
export async function invitationCountsOf(db: DbOrTx, specialistId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ isAffirm: invitations.isAffirm, n: count() })
    .from(invitations)
    .where(eq(invitations.specialistId, specialistId))
    .groupBy(invitations.isAffirm);
  return new Map(rows.map((r) => [r.isAffirm, r.n]));
}
