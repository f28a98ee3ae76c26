import { DEFAULT_PURCHASE_SETTINGS, ErrorCode, type PurchaseSettingsRow, purchaseSettingsApi } from '@swp/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { auditActions, createStaff } from '../../../test/factories.ts';
import { projectCounts } from '../../../test/project-factories.ts';
import { loadPurchaseSettings } from './purchase-settings.repo.ts';

let admin: string;
const { t, api } = useTestApp();
beforeAll(async () => {
  admin = await api.staffToken();
});

const valid = { purchaseWay: 2, minDays: 5, dayKind: 'working', minBids: 3, minCommittee: 5, publicityDays: 4 };

describe('procurement settings', () => {
  it('lists the four ways with the migration’s defaults for any staff user', async () => {
    const plain = await createStaff(t.db);
    const reply = await api.get<PurchaseSettingsRow[]>(purchaseSettingsApi.list.path, {
      token: await api.staffToken(plain.username, plain.password),
    });
    expect(reply.body.code).toBe(0);
    expect(reply.body.data!.map((r) => [r.purchaseWay, r.purchaseWayLabel])).toEqual([
      [1, '询价采购'],
      [2, '竞争性谈判采购'],
      [3, '公开招标'],
      [4, '邀请招标'],
    ]);
    expect(reply.body.data![2]).toMatchObject({ ...DEFAULT_PURCHASE_SETTINGS[3], updatedByName: '' });
    expect(await loadPurchaseSettings(t.db)).toEqual(DEFAULT_PURCHASE_SETTINGS);
  });

  it('updates one way, records who did it, and other modules read the new numbers', async () => {
    const reply = await api.post(purchaseSettingsApi.update.path, valid, { token: admin });
    expect(reply.body).toEqual({ code: 0, msg: '操作成功' });
    const list = await api.get<PurchaseSettingsRow[]>(purchaseSettingsApi.list.path, { token: admin });
    expect(list.body.data![1]).toMatchObject({ ...valid, updatedByName: '系统管理员' });
    const settings = await loadPurchaseSettings(t.db);
    // The 加密方式 and the decryption window, left out by the form, keep their values.
    expect(settings[2]).toEqual({
      minDays: 5,
      dayKind: 'working',
      minBids: 3,
      minCommittee: 5,
      publicityDays: 4,
      encryptMode: 'platform',
      decryptMinutes: 30,
    });
    expect(settings[1]).toEqual(DEFAULT_PURCHASE_SETTINGS[1]);
    expect(await auditActions(t.db, 'purchaseSettings', 2)).toEqual(['purchaseSettings.update']);
  });

  it('keeps the 加密方式 per way (投标人加密 for tenders) and the hall’s decryption window, and changes them', async () => {
    const list = await api.get<PurchaseSettingsRow[]>(purchaseSettingsApi.list.path, { token: admin });
    expect(list.body.data!.map((r) => [r.purchaseWay, r.encryptMode, r.decryptMinutes])).toEqual([
      [1, 'platform', 30],
      [2, 'platform', 30],
      [3, 'bidder', 30],
      [4, 'bidder', 30],
    ]);
    const tender = { ...valid, purchaseWay: 4, minDays: 20, dayKind: 'calendar' };
    const change = { ...tender, encryptMode: 'platform', decryptMinutes: 45 };
    expect((await api.post(purchaseSettingsApi.update.path, change, { token: admin })).body.code).toBe(0);
    expect((await loadPurchaseSettings(t.db))[4]).toMatchObject({ encryptMode: 'platform', decryptMinutes: 45 });
    for (const [bad, msg] of [
      [{ encryptMode: 'both' }, '加密方式须为投标人加密（bidder）或平台加密（platform）'],
      [{ decryptMinutes: 2 }, '解密时限至少为5分钟'],
      [{ decryptMinutes: 1441 }, '解密时限不能超过1440分钟'],
    ] as const) {
      const reply = await api.post(purchaseSettingsApi.update.path, { ...tender, ...bad }, { token: admin });
      expect(reply.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg });
    }
    const back = { ...tender, encryptMode: 'bidder', decryptMinutes: 30 };
    expect((await api.post(purchaseSettingsApi.update.path, back, { token: admin })).body.code).toBe(0);
    expect((await loadPurchaseSettings(t.db))[4]).toMatchObject({ encryptMode: 'bidder', decryptMinutes: 30 });
  });

  it('refuses invalid numbers, changing nothing', async () => {
    const before = await projectCounts(t.db);
    const settingsBefore = await loadPurchaseSettings(t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ purchaseWay: 7 }, '采购方式须为询价采购、竞争性谈判采购、公开招标、邀请招标之一'],
      [{ purchaseWay: undefined }, '请选择采购方式'],
      [{ minDays: -1 }, '最短期限不能为负数'],
      [{ minDays: 1.5 }, '最短期限须为整数'],
      [{ dayKind: 'lunar' }, '请选择工作日或自然日'],
      [{ minBids: 0 }, '最少投标人数至少为1'],
      [{ minCommittee: 4 }, '评标委员会人数须为单数'],
      [{ minCommittee: 1 }, '评标委员会人数至少为3'],
      [{ publicityDays: 0 }, '公示天数至少为1天'],
    ];
    for (const [change, msg] of cases) {
      const reply = await api.post(purchaseSettingsApi.update.path, { ...valid, ...change }, { token: admin });
      expect(reply.body, msg).toEqual({ code: ErrorCode.INVALID_INPUT, msg });
    }
    expect(await projectCounts(t.db)).toEqual(before);
    expect(await loadPurchaseSettings(t.db)).toEqual(settingsBefore);
  });

  it('lets only the system administrator change them: 采购专员 gets 403', async () => {
    const buyer = await api.buyerToken();
    const reply = await api.post(purchaseSettingsApi.update.path, { ...valid, minDays: 9 }, { token: buyer });
    expect(reply.status).toBe(403);
    expect((await loadPurchaseSettings(t.db))[2].minDays).not.toBe(9);
    expect((await api.get(purchaseSettingsApi.list.path, { token: buyer })).body.code).toBe(0);
  });
});
