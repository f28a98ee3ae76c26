import { BLACKLIST_STATUSES, blacklistApi } from '@swp/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createSupplier } from '../../../test/factories.ts';
import { dayFrom, supplierManagerToken } from '../../../test/kits/blacklist.ts';
import { DAY } from '../../lib/clock.ts';
import { activeBlacklistNotice, beijingToday } from './blacklist-standing.ts';

const { t, api } = useTestApp();
let token: string;
beforeAll(async () => {
  ({ token } = await supplierManagerToken(t.db, api));
});
afterEach(() => t.clock.reset());

async function add(body: Record<string, unknown>) {
  const reply = await api.post<{ id: number }>(blacklistApi.add.path, { reason: '测试原因', ...body }, { token });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!.id;
}

/** The entry's status in the list, and whether a status filter finds it, as the server sees today. */
async function statusOf(id: number, keyword: string) {
  const all = await api.call(blacklistApi.list, { keyword }, { token });
  const status = all.body.data!.list.find((e) => e.id === id)!.status;
  const filtered = await api.call(blacklistApi.list, { keyword, status }, { token });
  expect(filtered.body.data!.list.map((e) => e.id)).toContain(id);
  for (const other of BLACKLIST_STATUSES.filter((s) => s !== status)) {
    const none = await api.call(blacklistApi.list, { keyword, status: other }, { token });
    expect(none.body.data!.list.map((e) => e.id)).not.toContain(id);
  }
  return status;
}

describe('the status follows the Beijing day of the server clock', () => {
  it('is 未开始, then 处罚中 on its first and last day, then 已到期 — in the rows and in the SQL filter', async () => {
    const supplier = await createSupplier(t.db);
    const [start, end] = [dayFrom(t.clock, 2), dayFrom(t.clock, 4)];
    const id = await add({
      targetType: 'supplier',
      targetId: supplier.id,
      type: 'ban',
      startDate: start,
      endDate: end,
    });
    const notice = () => activeBlacklistNotice(t.db, 'supplier', supplier.id, beijingToday(t.clock));

    expect(await statusOf(id, supplier.companyName)).toBe('pending');
    expect(await notice()).toBeUndefined();
    t.clock.advance(2 * DAY);
    expect(await statusOf(id, supplier.companyName)).toBe('active');
    expect(await notice()).toEqual({ type: 'ban', reason: '测试原因', startDate: start, endDate: end });
    t.clock.advance(2 * DAY);
    expect(await statusOf(id, supplier.companyName)).toBe('active');
    t.clock.advance(DAY);
    expect(await statusOf(id, supplier.companyName)).toBe('expired');
    expect(await notice()).toBeUndefined();
  });
});

describe('activeBlacklistNotice', () => {
  it('prefers a ban in force over a warning, and ignores lifted, expired and not yet started entries', async () => {
    const supplier = await createSupplier(t.db);
    const target = { targetType: 'supplier', targetId: supplier.id };
    const today = beijingToday(t.clock);
    const notice = () => activeBlacklistNotice(t.db, 'supplier', supplier.id, today);
    await add({ ...target, type: 'ban', startDate: dayFrom(t.clock, -40), endDate: dayFrom(t.clock, -1) });
    await add({ ...target, type: 'ban', startDate: dayFrom(t.clock, 20), endDate: dayFrom(t.clock, 90) });
    expect(await notice()).toBeUndefined();

    await add({ ...target, type: 'warning', reason: '提交材料不实', startDate: today, endDate: dayFrom(t.clock, 30) });
    expect(await notice()).toMatchObject({ type: 'warning', reason: '提交材料不实' });

    const ban = await add({ ...target, type: 'ban', reason: '围标', startDate: today, endDate: dayFrom(t.clock, 10) });
    expect(await notice()).toMatchObject({ type: 'ban', reason: '围标' });

    expect((await api.post(blacklistApi.lift.path, { id: ban, reason: '复核撤销' }, { token })).body.code).toBe(0);
    expect(await notice()).toMatchObject({ type: 'warning' });
    // Another company's entries are not this one's.
    expect(await activeBlacklistNotice(t.db, 'specialist', supplier.id, today)).toBeUndefined();
  });
});
