import { ErrorCode, openingHallApi } from '@swp/core';
import { and, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { lodgedTender } from '../../../test/kits/opening.ts';
import { auditLogs, bidOpenings, openingHallBids, openingHalls } from '../../db/schema/index.ts';

const { t, api } = useTestAppWithFiles('swp-hall-start-race-');
afterEach(() => t.clock.reset());

describe('POST /api/opening/start pressed by several staff at once', () => {
  it('starts the hall once: one answer opens, the others are refused, one set of rows and lines', async () => {
    const tender = await lodgedTender(t, 3);
    const { projectId } = tender;
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => api.call(openingHallApi.start, { projectId }, { token: tender.staffToken })),
    );
    expect(replies.filter((r) => r.body.code === 0)).toHaveLength(1);
    for (const refused of replies.filter((r) => r.body.code !== 0)) {
      expect(refused.body.code).toBe(ErrorCode.RULE);
      expect(refused.body.msg).toMatch(/开标/);
    }
    const [halls] = await t.db.select({ n: count() }).from(openingHalls).where(eq(openingHalls.projectId, projectId));
    const [openings] = await t.db.select({ n: count() }).from(bidOpenings).where(eq(bidOpenings.projectId, projectId));
    expect([halls!.n, openings!.n]).toEqual([1, 1]);
    const [bids] = await t.db
      .select({ n: count() })
      .from(openingHallBids)
      .where(eq(openingHallBids.projectId, projectId));
    expect(bids!.n).toBe(3);
    const [lines] = await t.db
      .select({ n: count() })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'opening.start'), eq(auditLogs.targetId, String(projectId))));
    expect(lines!.n).toBe(1);
  });
});
