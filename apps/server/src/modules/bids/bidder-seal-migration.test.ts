/**
 * Migration 0020 (投标人加密) on data written before it: projects and bids keep the platform's seal they were made
 * with, the tenders' 采购参数 default to 投标人加密 and every way gets the 30-minute decryption window; a bid without a
 * 报价 (bidder-sealed) can be stored from then on.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, migrateThrough } from '../../../test/kits/migrations.ts';

const db = new PGlite();
afterAll(() => db.close());

describe('migration 0020 (加密方式)', () => {
  it('keeps old projects and bids platform-sealed, and sets the tenders’ default to 投标人加密', async () => {
    await migrateThrough(db, 19);
    await db.exec(`set session_replication_role = replica;
      insert into projects (id, project_code, project_name, need_dept_id, manage_dept_id, purchase_way, purchase_name,
        category_cn, budget)
      values (1, 'ZB-1', '公开招标项目', 1, 1, 3, '某某水务', '货物', '100.00');
      insert into bids (id, public_id, enrolment_id, project_id, supplier_id, storage_key, sealed_offer, received_at)
      values (1, '${'a'.repeat(24)}', 1, 1, 1, 'k1', 'v1:x', now());
      set session_replication_role = origin;`);
    await migrate(db, 20);

    expect((await db.query('select encrypt_mode from projects')).rows).toEqual([{ encrypt_mode: 'platform' }]);
    expect((await db.query('select seal, sealed_offer from bids')).rows).toEqual([
      { seal: 'platform', sealed_offer: 'v1:x' },
    ]);
    const settings = await db.query(
      'select purchase_way, encrypt_mode, decrypt_minutes from purchase_settings order by 1',
    );
    expect(settings.rows).toEqual([
      { purchase_way: 1, encrypt_mode: 'platform', decrypt_minutes: 30 },
      { purchase_way: 2, encrypt_mode: 'platform', decrypt_minutes: 30 },
      { purchase_way: 3, encrypt_mode: 'bidder', decrypt_minutes: 30 },
      { purchase_way: 4, encrypt_mode: 'bidder', decrypt_minutes: 30 },
    ]);
    await db.exec(`set session_replication_role = replica;
      insert into bids (id, public_id, enrolment_id, project_id, supplier_id, storage_key, received_at, seal)
      values (2, '${'b'.repeat(24)}', 2, 1, 2, 'k2', now(), 'bidder');
      set session_replication_role = origin;`);
    expect((await db.query("select sealed_offer from bids where seal = 'bidder'")).rows).toEqual([
      { sealed_offer: null },
    ]);
  });
});
