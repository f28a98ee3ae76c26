import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { openStoredBid, storedObjects } from '../../../test/kits/bid-helpers.ts';
import { bidPdf, uploadBid } from '../../../test/kits/bids.ts';
import { tenderWithPassedBidders } from '../../../test/kits/enrolments.ts';
import { bids, projectBidKeys } from '../../db/schema/index.ts';

/**
 * Uploads at the same moment (docs/rules.md: a re-upload replaces; the project key is made once). On PostgreSQL the
 * requests really run side by side on separate connections; on PGlite they are serialized, and must hold too.
 */
const { t, api, filesDir } = useTestAppWithFiles('swp-bid-race-');

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('uploads at once', () => {
  it('of one company: one row, whose figures, file and 报价 are those of one upload, and one stored object', async () => {
    const tender = await tenderWithPassedBidders(t, 1);
    const company = tender.suppliers[0]!;
    const files = Array.from({ length: 6 }, (_, i) => ({ bytes: bidPdf(40_000 + i), offer: `${100000 + i}.00` }));
    const replies = await Promise.all(
      files.map((f) => uploadBid(api, company.token, tender.projectId, f.bytes, f.offer)),
    );
    for (const reply of replies) expect(reply.body.code, reply.body.msg).toBe(0);
    const rows = await t.db.select().from(bids).where(eq(bids.projectId, tender.projectId));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.uploads).toBe(files.length);
    expect(new Set(replies.map((r) => r.body.data!.bidId))).toEqual(new Set([row.publicId]));

    // The row is one upload whole: its receipt figures, its stored bytes and its 报价 belong together.
    const { digest, offer, facts } = await openStoredBid(t, filesDir(), row.publicId);
    const winner = files.findIndex((f) => sha256(f.bytes) === facts.sha256);
    expect(winner).toBeGreaterThanOrEqual(0);
    expect(digest).toEqual({ sha256: facts.sha256, size: files[winner]!.bytes.length });
    expect(offer).toBe(files[winner]!.offer);
    // Every replaced file was deleted after its replacement committed.
    expect(storedObjects(filesDir()).filter((key) => key === row.storageKey)).toHaveLength(1);
    expect(storedObjects(filesDir())).toHaveLength(1);
  });

  it('first uploads of several companies on a new project: one project key, under which every bid opens', async () => {
    const tender = await tenderWithPassedBidders(t, 5);
    const before = storedObjects(filesDir()).length;
    const sent = tender.suppliers.map((s, i) => ({ s, bytes: bidPdf(30_000 + i) }));
    const replies = await Promise.all(
      sent.map(({ s, bytes }) => uploadBid(api, s.token, tender.projectId, bytes, '1000.00')),
    );
    for (const reply of replies) expect(reply.body.code, reply.body.msg).toBe(0);
    const [keys] = await t.db
      .select({ n: count() })
      .from(projectBidKeys)
      .where(eq(projectBidKeys.projectId, tender.projectId));
    expect(keys!.n).toBe(1);
    for (const [i, reply] of replies.entries()) {
      const { digest } = await openStoredBid(t, filesDir(), reply.body.data!.bidId);
      expect(digest.sha256).toBe(sha256(sent[i]!.bytes));
    }
    expect(storedObjects(filesDir()).length).toBe(before + sent.length);
  });
});
