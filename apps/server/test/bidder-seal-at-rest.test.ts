/**
 * 投标人加密's property (issue 31, docs/rules.md): before its bidder decrypts it, nobody can read a bid's file or its
 * price — not even someone holding the whole database, the file store and BID_MASTER_KEY. After bidder-sealed
 * uploads (core's sealer and the command-line one, a re-upload, the owner's reads), this test takes all three:
 * every row of every table, every stored object, and with the master key every project key, every stored object
 * decrypted with it and every value sealed with it. It finds neither a bid's bytes nor its 报价 in any of them.
 * A 平台加密 bid lodged beside them is the control: the same search finds its file and 报价 once decrypted.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { amountInCapitals, bidApi, formatYuan } from '@swp/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bids, projectBidKeys } from '../src/db/schema/index.ts';
import { unsealValue, unwrapProjectKey } from '../src/lib/sealed/index.ts';
import { fileFactsSealContext } from '../src/modules/bids/bid-file-facts.ts';
import { offerSealContext } from '../src/modules/bids/bid-key.ts';
import { useTestAppWithFiles } from './app.ts';
import { storedBidBytes } from './kits/bid-helpers.ts';
import { bidderSealedTender, openSealed, sealWithCli, sealWithCore, uploadSealed } from './kits/bidder-seal.ts';
import { lodgeBid } from './kits/bids.ts';
import { tenderWithPassedBidders } from './kits/enrolments.ts';

const { t, api, filesDir } = useTestAppWithFiles('swp-at-rest-');

interface Secret {
  marker: string;
  plain: Buffer;
  offer: string;
}

/** A bid file with a marker of its own throughout, and an offer no other bid or seed row has. */
function secret(i: number): Secret {
  const marker = `BID-CONTENT-${randomBytes(8).toString('hex')}-机密投标内容`;
  const plain = Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from(marker.repeat(40)),
    randomBytes(25_000 + i * 7000),
    Buffer.from(marker),
  ]);
  return { marker, plain, offer: `${86_421_397 + i * 1_111_111}.53` };
}

/** The ways a file or a price could be written down: as bytes, hex, base64, the price in figures and capitals. */
function needles(s: Secret): Buffer[] {
  const window = s.plain.subarray(2000, 2064);
  const [whole] = s.offer.split('.');
  return [
    Buffer.from(s.marker),
    window,
    Buffer.from(window.toString('hex')),
    Buffer.from(s.plain.subarray(9, 9 + 48).toString('base64')),
    Buffer.from(s.offer),
    Buffer.from(whole!),
    Buffer.from(formatYuan(s.offer)),
    Buffer.from(amountInCapitals(s.offer)),
  ];
}

const found = (haystacks: readonly Buffer[], s: Secret) =>
  needles(s).filter((needle) => haystacks.some((hay) => hay.includes(needle)));

type Rows = { rows: Record<string, unknown>[] };

/** Every row of every table of every schema the server writes, as its JSON text. */
async function wholeDatabase(): Promise<Buffer[]> {
  const tables = (await t.db.execute(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  )) as unknown as Rows;
  expect(tables.rows.length).toBeGreaterThan(30);
  const dump: Buffer[] = [];
  for (const { schema, name } of tables.rows) {
    const rows = (await t.db.execute(
      sql.raw(`select row_to_json(x)::text as j from "${String(schema)}"."${String(name)}" x`),
    )) as unknown as Rows;
    for (const row of rows.rows) dump.push(Buffer.from(String(row.j)));
  }
  return dump;
}

/** Every object in the file store, as stored. */
function fileStore(): Buffer[] {
  return fs
    .readdirSync(filesDir(), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name)));
}

/** With BID_MASTER_KEY: every bid's stored object decrypted, and every value sealed in its row opened. */
async function openedWithMasterKey(): Promise<Buffer[]> {
  const master = t.app.deps.config.bidMasterKey;
  const keys = new Map(
    (await t.db.select().from(projectBidKeys)).map((k) => [k.projectId, unwrapProjectKey(master, k.wrappedKey)]),
  );
  const opened: Buffer[] = [];
  for (const row of await t.db.select().from(bids)) {
    const key = keys.get(row.projectId)!;
    opened.push(await storedBidBytes(t, filesDir(), row));
    if (row.sealedFile)
      opened.push(Buffer.from(unsealValue(key, row.sealedFile, { context: fileFactsSealContext(row.id) })));
    if (row.sealedOffer)
      opened.push(Buffer.from(unsealValue(key, row.sealedOffer, { context: offerSealContext(row.id) })));
  }
  return opened;
}

let sealedSecrets: Secret[];
let bidderKeys: { sealed: Buffer; key: string }[];
let control: Secret;
let lodgedBidIds: string[];

beforeAll(async () => {
  const tender = await bidderSealedTender(t, 3);
  sealedSecrets = [secret(0), secret(1), secret(2), secret(3)];
  const [a, b, c, replaced] = sealedSecrets as [Secret, Secret, Secret, Secret];
  const seals = [
    await sealWithCli(a.plain, a.offer),
    await sealWithCore(b.plain, b.offer),
    await sealWithCore(replaced.plain, replaced.offer),
    await sealWithCore(c.plain, c.offer),
  ];
  const uploaders = [tender.suppliers[0]!, tender.suppliers[1]!, tender.suppliers[2]!, tender.suppliers[2]!];
  lodgedBidIds = [];
  for (const [i, company] of uploaders.entries()) {
    const reply = await uploadSealed(api, company.token, tender.projectId, seals[i]!.sealed, {
      fileName: `投标文件-${i}.pdf.swpbid`,
    });
    expect(reply.body.code).toBe(0);
    lodgedBidIds.push(reply.body.data!.bidId);
  }
  bidderKeys = [seals[0]!, seals[1]!, seals[3]!];
  // The owners read their own bids: the answers must not write a price or a byte down anywhere either.
  for (const company of tender.suppliers) {
    expect(
      (await api.call(bidApi.mine, { projectId: tender.projectId }, { token: company.token })).body.data?.offer,
    ).toBeNull();
    const receipt = await t.app.inject({
      method: 'GET',
      url: `${bidApi.receipt.path}?projectId=${tender.projectId}`,
      headers: { cookie: `XSRF-TOKEN=${api.xsrf}`, token: company.token },
    });
    expect(receipt.statusCode).toBe(200);
  }

  const platform = await tenderWithPassedBidders(t, 1);
  control = secret(9);
  await lodgeBid(api, platform.suppliers[0]!.token, platform.projectId, control.plain, control.offer);
});

describe('the whole database, the file store and BID_MASTER_KEY before the bidders decrypt', () => {
  it('hold neither a bidder-sealed file’s bytes nor its 报价, in any row, object or anything the master key opens', async () => {
    const dump = await wholeDatabase();
    // The dump is the real one: it holds the bids' rows (their public ids).
    for (const bidId of lodgedBidIds) expect(dump.some((row) => row.includes(bidId))).toBe(true);
    const everything = [...dump, ...fileStore(), ...(await openedWithMasterKey())];
    expect(everything.length).toBeGreaterThan(100);
    for (const s of sealedSecrets) expect(found(everything, s)).toEqual([]);
  });

  it('hold a 平台加密 bid’s file and 报价 once the master key opens them: the search finds what is there', async () => {
    expect(found([...(await wholeDatabase()), ...fileStore()], control)).toEqual([]);
    const opened = await openedWithMasterKey();
    expect(found(opened, control).map(String)).toEqual(expect.arrayContaining([control.marker, control.offer]));
  });

  it('are the sealed files themselves, which each bidder’s own key opens to its file and 报价', async () => {
    const [a, b, c] = sealedSecrets as [Secret, Secret, Secret];
    for (const [i, s] of [a, b, c].entries()) {
      const { sealed, key } = bidderKeys[i]!;
      const opened = await openSealed(sealed, key);
      expect(opened.offer).toBe(s.offer);
      expect(opened.plain.equals(s.plain)).toBe(true);
      expect(found([opened.plain, Buffer.from(opened.offer)], s).map(String)).toEqual(
        expect.arrayContaining([s.marker, s.offer]),
      );
    }
  });
});
