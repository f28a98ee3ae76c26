import { AuthPath, bulletinApi, ErrorCode } from '@swp/core';
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createSupplier } from '../../../test/factories.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES } from '../../lib/crypto.ts';

/**
 * A password spray must not starve everything else of CPU. At most MAX_CONCURRENT_HASHES hashes run and
 * MAX_WAITING_HASHES wait; the rest are answered 429 请稍后重试 at once, having changed nothing.
 */
const { t, api } = useTestApp();

const failureRows = async () => (await t.db.select({ n: count() }).from(loginFailures))[0]!.n;

it('answers a spray beyond the line 429 at once, while a public read made during it succeeds', async () => {
  const before = await failureRows();
  const spray = Array.from({ length: 40 }, (_, i) =>
    api.post(AuthPath.vender.login, { account: `spray_${i}_${Date.now()}`, password: 'Guess-1234' }),
  );
  const read = await api.get(`${bulletinApi.list.path}?page=1&pageSize=10`);
  const replies = await Promise.all(spray);

  expect(read.status).toBe(200);
  expect(read.body.code).toBe(0);
  const busy = replies.filter((r) => r.status === 429);
  expect(busy.length).toBeGreaterThanOrEqual(40 - MAX_CONCURRENT_HASHES - MAX_WAITING_HASHES);
  for (const reply of busy) expect(reply.body).toEqual({ code: ErrorCode.TOO_MANY_REQUESTS, msg: '请稍后重试' });
  const answered = replies.filter((r) => r.status === 200);
  for (const reply of answered) expect(reply.body.code).toBe(ErrorCode.BAD_CREDENTIALS);
  // Only the admitted attempts were counted: a refused one changed nothing.
  expect(await failureRows()).toBe(before + answered.length);

  // The line empties: the next sign-in is served.
  const supplier = await createSupplier(t.db);
  const after = await api.post(AuthPath.vender.login, { account: supplier.account, password: supplier.password });
  expect(after.body.code).toBe(0);
});
