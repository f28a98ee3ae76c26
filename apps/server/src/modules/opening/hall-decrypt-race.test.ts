import { ErrorCode, MAX_DECRYPT_ATTEMPTS, openingHallApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { lodgedBidderTender } from '../../../test/kits/opening.ts';
import { openingHallBids } from '../../db/schema/index.ts';
import { LOCKED, wrongKey } from './hall-decrypt.service.ts';

const { t, api } = useTestAppWithFiles('swp-hall-race-');
afterEach(() => t.clock.reset());

describe('POST /api/opening/decrypt under parallel wrong keys', () => {
  it(`counts each try before comparing: of 16 at once, ${MAX_DECRYPT_ATTEMPTS} compared, then the bid is locked`, async () => {
    const tender = await lodgedBidderTender(t, api, 3);
    const { projectId } = tender;
    const [a] = tender.suppliers;
    const bid = tender.bids[0]!;
    await api.call(openingHallApi.start, { projectId }, { token: tender.staffToken });
    const tryKey = (key: string) =>
      api.call(openingHallApi.decrypt, { projectId, bidId: bid.publicId, key }, { token: a!.token });
    const guesses = Array.from({ length: 16 }, (_, i) => Buffer.alloc(32, i + 1).toString('base64'));
    const answers = await Promise.all(guesses.map(tryKey));
    // Every answer the same kind, none telling which part of the file refused the key.
    expect(new Set(answers.map((r) => r.body.code))).toEqual(new Set([ErrorCode.BAD_CREDENTIALS, ErrorCode.RULE]));
    const counted = answers.filter((r) => r.body.code === ErrorCode.BAD_CREDENTIALS).map((r) => r.body.msg);
    expect(counted.sort()).toEqual(
      Array.from({ length: MAX_DECRYPT_ATTEMPTS }, (_, i) => wrongKey(MAX_DECRYPT_ATTEMPTS - 1 - i)).sort(),
    );
    expect(answers.filter((r) => r.body.code === ErrorCode.RULE).every((r) => r.body.msg === LOCKED)).toBe(true);
    const [row] = await t.db.select().from(openingHallBids).where(eq(openingHallBids.bidId, bid.bidId));
    expect(row).toMatchObject({ attempts: MAX_DECRYPT_ATTEMPTS, decryptedAt: null });

    // Locked: even the right key is no longer compared.
    expect((await tryKey(bid.key)).body).toEqual({ code: ErrorCode.RULE, msg: LOCKED });
    const view = (await api.call(openingHallApi.state, { projectId }, { token: a!.token })).body.data!;
    expect(view.bidders.find((r) => r.mine)).toMatchObject({ status: 'sealed', attemptsLeft: 0 });
  });
});
