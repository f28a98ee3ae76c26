import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { openTestDatabase } from './app.ts';

const jit = async (database: Database) => {
  const result = (await database.db.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] };
  return result.rows[0]?.jit;
};

// The pool's session settings exist on PostgreSQL only (PGlite has no JIT).
describe.skipIf(!inject('pgTemplate'))('the PostgreSQL pool', () => {
  it('turns JIT off (compiling cost more than running 统计分析), unless the URL asks otherwise', async () => {
    const { database, drop, url } = await openTestDatabase();
    const own = new URL(url!);
    own.searchParams.set('options', '-c jit=on');
    const deployer = await openDatabase({ kind: 'postgres', url: own.toString() });
    try {
      expect(await jit(database)).toBe('off');
      expect(await jit(deployer)).toBe('on');
    } finally {
      await deployer.close();
      await database.close();
      await drop();
    }
  });
});
