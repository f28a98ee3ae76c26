/**
 * Migration 0015 on data lodged before it: every bid gets a random public id, keeps its clear
 * figures for the start-up pass to seal (bid-facts-migration.test.ts), and a bid already opened gets its figures
 * copied into the 开标记录's line. Runs the committed SQL on an empty PGlite: migrations up to 0014, two bids as the
 * old schema held them (one opened), then 0015. Foreign keys are not what is tested: replica mode skips them.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, migrateThrough } from '../../../test/kits/migrations.ts';

const db = new PGlite();
afterAll(() => db.close());

describe('migration 0015 (bid public ids, sealed figures)', () => {
  it('gives old bids random public ids, keeps their clear figures for the start-up pass, copies opened ones', async () => {
    await migrateThrough(db, 14);
    await db.exec(`set session_replication_role = replica;
      insert into bids (id, enrolment_id, project_id, supplier_id, storage_key, file_name, mime_type, size, sha256,
        sealed_offer, received_at)
      values (1, 1, 1, 1, 'k1', '甲公司投标文件.pdf', 'application/pdf', 2048, '${'a'.repeat(64)}', 'v1:x', now()),
             (2, 2, 1, 2, 'k2', '乙公司投标文件.zip', 'application/zip', 4096, '${'b'.repeat(64)}', 'v1:y', now());
      insert into bid_openings (project_id, opened_at, opened_by, opened_by_name) values (1, now(), 1, '管理员');
      insert into opened_bids (bid_id, project_id, company_name, offer, opened_sha256, "check")
      values (1, 1, '甲公司', '100.00', '${'a'.repeat(64)}', 'ok');
      set session_replication_role = origin;`);
    await migrate(db, 15);

    const bids = await db.query<{ id: number; public_id: string; sealed_file: string | null; sha256: string }>(
      'select id, public_id, sealed_file, sha256 from bids order by id',
    );
    expect(bids.rows.map((r) => r.public_id)).toEqual([
      expect.stringMatching(/^[0-9a-f]{24}$/),
      expect.stringMatching(/^[0-9a-f]{24}$/),
    ]);
    expect(bids.rows[0]!.public_id).not.toBe(bids.rows[1]!.public_id);
    expect(bids.rows.map((r) => [r.sealed_file, r.sha256])).toEqual([
      [null, 'a'.repeat(64)],
      [null, 'b'.repeat(64)],
    ]);
    const opened = await db.query('select bid_id, file_name, mime_type, size::int as size, sha256 from opened_bids');
    expect(opened.rows).toEqual([
      { bid_id: 1, file_name: '甲公司投标文件.pdf', mime_type: 'application/pdf', size: 2048, sha256: 'a'.repeat(64) },
    ]);
    // New rows need no clear figures; a duplicate public id is refused by the database.
    await expect(
      db.exec(`set session_replication_role = replica;
        insert into bids (enrolment_id, project_id, supplier_id, storage_key, sealed_offer, received_at, public_id)
        values (3, 1, 3, 'k3', 'v1:z', now(), '${bids.rows[0]!.public_id}')`),
    ).rejects.toThrow(/duplicate key value violates unique constraint/);
  });
});
