import { bidApi, openingApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { bidFacts } from '../../../test/kits/bid-helpers.ts';
import { passTime } from '../../../test/kits/enrolments.ts';
import { lodgedTender } from '../../../test/kits/opening.ts';
import { bids } from '../../db/schema/index.ts';
import { sealClearBidFacts } from './bid-facts-migration.ts';

const { t, api } = useTestAppWithFiles('swp-bid-facts-');

describe('bids lodged before the figures were sealed: their clear figures are sealed at start', () => {
  it('reads them while clear, seals them once (clear columns emptied), and every reader still sees them', async () => {
    // Three bids as an older data directory holds them: version-1 files, figures in clear.
    const tender = await lodgedTender(t, 3, { v1Bids: 3, atOpenTime: false });
    const rowsOf = () => t.db.select().from(bids).where(eq(bids.projectId, tender.projectId));
    expect((await rowsOf()).map((r) => [r.sealedFile, r.sha256 !== null])).toEqual([
      [null, true],
      [null, true],
      [null, true],
    ]);
    const mine = (i: number) =>
      api.call(bidApi.mine, { projectId: tender.projectId }, { token: tender.suppliers[i]!.token });
    const expected = (i: number) => {
      const { publicId, fileName, size, sha256, offer } = tender.bids[i]!;
      return { bidId: publicId, fileName, size, sha256, offer };
    };
    expect((await mine(0)).body.data).toMatchObject(expected(0));

    expect(await sealClearBidFacts(t.db, t.app.deps.config.bidMasterKey)).toBeGreaterThanOrEqual(3);
    const rows = await rowsOf();
    for (const [i, row] of rows.entries()) {
      expect([row.fileName, row.mimeType, row.size, row.sha256]).toEqual([null, null, null, null]);
      expect(row.sealedFile).toMatch(/^v1:/);
      expect(row.sealedFile).not.toContain(tender.bids[i]!.sha256);
      const { fileName, size, sha256 } = tender.bids.find((b) => b.bidId === row.id)!;
      expect(await bidFacts(t, row)).toEqual({ fileName, mimeType: 'application/pdf', size, sha256 });
    }
    // Once sealed, never again: a second start finds nothing to do and changes nothing.
    expect(await sealClearBidFacts(t.db, t.app.deps.config.bidMasterKey)).toBe(0);
    expect((await rowsOf()).map((r) => r.sealedFile)).toEqual(rows.map((r) => r.sealedFile));

    for (const i of [0, 1, 2]) expect((await mine(i)).body.data).toMatchObject(expected(i));
    passTime(t.clock, tender.project.openTime);
    const opened = await api.call(
      openingApi.open,
      { projectId: tender.projectId },
      {
        token: tender.staffToken,
      },
    );
    expect(opened.body.code, opened.body.msg).toBe(0);
    expect(opened.body.data!.bids.map((b) => [b.bidId, b.fileName, b.size, b.sha256, b.check]).sort()).toEqual(
      tender.bids.map((b) => [b.publicId, b.fileName, b.size, b.sha256, 'ok']).sort(),
    );
  });
});
