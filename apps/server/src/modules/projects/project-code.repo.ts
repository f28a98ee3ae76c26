import { formatProjectCode } from '@swp/core';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projectCodeCounters } from '../../db/schema/index.ts';
import { projectCodeTaken } from './projects.repo.ts';

/**
 * The next number of the year's sequence: one atomic upsert. A concurrent create waits on the counter row until
 * this transaction ends, so numbers are never handed out twice; a rolled-back create leaves a gap, which is fine.
 */
async function nextSequence(tx: DbOrTx, year: number): Promise<number> {
  const [row] = await tx
    .insert(projectCodeCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: projectCodeCounters.year, set: { last: sql`${projectCodeCounters.last} + 1` } })
    .returning({ last: projectCodeCounters.last });
  return row!.last;
}

/**
 * A new SW-YYYY-NNNN code. A user may have typed a code of the same form by hand; such numbers are skipped (the
 * counter row stays locked by this transaction meanwhile, so the loop cannot race another generator).
 */
export async function generateProjectCode(tx: DbOrTx, year: number): Promise<string> {
  for (;;) {
    const code = formatProjectCode(year, await nextSequence(tx, year));
    if (!(await projectCodeTaken(tx, code))) return code;
  }
}
