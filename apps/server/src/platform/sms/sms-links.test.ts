import { accountApi, Permission } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../../test/app.ts';
import { uniqueMobile } from '../../../test/factories.ts';
import { outbox, signedInUserAdmin } from '../../../test/kits/accounts.ts';
import { departments, roles } from '../../db/schema/index.ts';
import { SMS_SIGNATURE } from './sms-templates.ts';

/** The account-opening SMS (it once had neither the signature nor a link a phone can open). */
describe('SMS links on the configured public address', () => {
  const { t, api } = useTestApp({ env: { PUBLIC_BASE_URL: 'https://caigou.example.cn/' } });

  it('texts a new staff account the signature and the full sign-in address', async () => {
    const admin = await signedInUserAdmin(t.db, api);
    const [role] = await t.db
      .insert(roles)
      .values({ name: '短信测试角色', perms: [Permission.project] })
      .returning();
    const [dept] = await t.db.select().from(departments).limit(1);
    const mobile = uniqueMobile();
    const reply = await api.post(
      accountApi.create.path,
      { username: `sms${Date.now().toString(36)}`, name: '王短信', mobile, deptId: dept!.id, roleIds: [role!.id] },
      { token: admin.token },
    );
    expect(reply.body.code, reply.body.msg).toBe(0);
    const [sms] = await outbox(api, mobile);
    expect(sms!.startsWith(SMS_SIGNATURE)).toBe(true);
    expect(sms).toContain('请登录 https://caigou.example.cn/manage/login 并尽快修改密码。');
  });

  it('reads PUBLIC_BASE_URL as an http(s) address without its trailing slash, and refuses anything else', () => {
    expect(testConfig({ PUBLIC_BASE_URL: 'https://caigou.example.cn/' }).publicBaseUrl).toBe(
      'https://caigou.example.cn',
    );
    expect(testConfig().publicBaseUrl).toBeUndefined();
    expect(() => testConfig({ PUBLIC_BASE_URL: 'caigou.example.cn' })).toThrow();
  });
});
