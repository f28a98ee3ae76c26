import { ErrorCode, negotiationApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { closePreliminary, negotiationTender, roundBody } from '../../../test/kits/negotiation.ts';
import { negotiationOffers, negotiationRounds } from '../../db/schema/index.ts';

/**
 * Requests at the same moment. On PostgreSQL they really run side by side on separate connections; on PGlite they
 * are serialized, and must hold too.
 */
const { t, api } = useTestAppWithFiles('swp-negotiation-race-');

describe('negotiation at once', () => {
  it('parallel quotes of one company: one row, holding one of the quotes sent', async () => {
    const e = await negotiationTender(t, api);
    await closePreliminary(t, e);
    await api.post(negotiationApi.open.path, roundBody(t, e.projectId), { token: e.staffToken });
    const sent = Array.from({ length: 8 }, (_, i) => `${90000 + i}.00`);
    const replies = await Promise.all(
      sent.map((offer) =>
        api.post(negotiationApi.offer.path, { projectId: e.projectId, offer }, { token: e.suppliers[0]!.token }),
      ),
    );
    expect(replies.map((r) => r.body.code)).toEqual(sent.map(() => 0));
    const rows = await t.db
      .select({ offer: negotiationOffers.offer })
      .from(negotiationOffers)
      .where(eq(negotiationOffers.bidId, e.bids[0]!.bidId));
    expect(rows).toHaveLength(1);
    expect(sent).toContain(rows[0]!.offer);
  });

  it('two staff opening a round at once: one round', async () => {
    const e = await negotiationTender(t, api);
    await closePreliminary(t, e);
    const replies = await Promise.all(
      [2, 3].map((hours) =>
        api.post(negotiationApi.open.path, roundBody(t, e.projectId, hours), { token: e.staffToken }),
      ),
    );
    expect(replies.map((r) => r.body.code).sort()).toEqual([0, ErrorCode.RULE]);
    const rounds = await t.db.select().from(negotiationRounds).where(eq(negotiationRounds.projectId, e.projectId));
    expect(rounds.map((r) => r.round)).toEqual([1]);
  });
});
