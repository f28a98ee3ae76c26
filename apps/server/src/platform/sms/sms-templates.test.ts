import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_SRC, sourceFiles } from '../../../test/kits/audit-source.ts';
import { SMS_LINK_PAGES, SMS_SIGNATURE, type SmsTemplateName, SmsTemplates, smsLink } from './sms-templates.ts';

const BASE = 'https://caigou.example.cn';
const at = new Date('2026-06-01T01:30:00Z');
const password = { name: '王测试', account: 'wangce', password: 'Ab3dEf7hJk', baseUrl: `${BASE}/` };

/** Each template rendered with typed parameters; the reasons end with their own 。 as a clerk types them. */
const RENDERED: Record<SmsTemplateName, string[]> = {
  verificationCode: [SmsTemplates.verificationCode({ code: '482913' })],
  staffAccountCreated: [SmsTemplates.staffAccountCreated(password)],
  staffPasswordReset: [SmsTemplates.staffPasswordReset(password)],
  specialistAccountCreated: [SmsTemplates.specialistAccountCreated(password)],
  specialistPasswordReset: [SmsTemplates.specialistPasswordReset(password)],
  staffAccountChanged: [
    SmsTemplates.staffAccountChanged({ name: '王测试', username: 'wangce', changes: ['角色已变更为：采购员'] }),
  ],
  expertInvitation: [
    SmsTemplates.expertInvitation({
      specialistName: '李四',
      key: 'k3y_-AbC',
      baseUrl: BASE,
      occasion: { kind: 'project', projectName: '城北水厂改造', openTime: at, openAddress: '水务大厦301会议室。' },
    }),
    SmsTemplates.expertInvitation({
      specialistName: '李四',
      key: 'k3y_-AbC',
      baseUrl: BASE,
      occasion: { kind: 'project', projectName: '城北水厂改造', openTime: null },
    }),
    SmsTemplates.expertInvitation({
      specialistName: '李四',
      key: 'k3y_-AbC',
      baseUrl: BASE,
      occasion: { kind: 'external', taskName: '二次供水设备评审' },
    }),
  ],
  supplierReviewed: [true, false].map((pass) =>
    SmsTemplates.supplierReviewed({ companyName: '江北供水', pass, reason: '营业执照已过期。', baseUrl: BASE }),
  ),
  enrolmentReviewed: [true, false].map((pass) =>
    SmsTemplates.enrolmentReviewed({
      companyName: '江北供水',
      projectName: '城北水厂改造',
      sectionName: '一标段',
      pass,
      reason: '资质不符合要求。',
      closeFileupTime: at,
      baseUrl: BASE,
    }),
  ),
  objectionAnswered: [SmsTemplates.objectionAnswered({ companyName: '江北供水', projectName: '城北', baseUrl: BASE })],
};

/** Messages that send nobody to a page: a code is typed where it was asked for; a change notice says to call. */
const WITHOUT_LINK: readonly SmsTemplateName[] = ['verificationCode', 'staffAccountChanged'];

const all = Object.entries(RENDERED).flatMap(([name, texts]) => texts.map((text) => [name, text] as const));
const links = (text: string) => text.match(/https?:\/\/[^\s，。；：“”]+/g) ?? [];

describe('the SMS catalogue', () => {
  it('renders every template', () => {
    expect(Object.keys(RENDERED).sort()).toEqual(Object.keys(SmsTemplates).sort());
  });

  it.each(all)('%s opens with the signature, once', (_, text) => {
    expect(text.startsWith(SMS_SIGNATURE)).toBe(true);
    expect(text.split('【').length).toBe(2);
  });

  it.each(all)('%s has no doubled punctuation', (_, text) => {
    expect(text).not.toMatch(/[。，；：！？、.,;:!?]{2}/);
    expect(text).not.toMatch(/\s{2}/);
  });

  it.each(all)('%s links with a full address on the public base URL, or not at all', (name, text) => {
    const found = links(text);
    if (WITHOUT_LINK.includes(name as SmsTemplateName)) expect(found).toEqual([]);
    else expect(found.length).toBe(1);
    const pages: string[] = Object.values(SMS_LINK_PAGES);
    for (const link of found) {
      const url = new URL(link);
      expect(url.origin).toBe(BASE);
      expect(pages).toContain(url.pathname);
    }
    // No bare path a phone cannot open (「/manage」).
    expect(text.replace(/https?:\/\/\S+/g, '')).not.toContain('/');
  });

  it('builds a link without a doubled slash whatever the base ends with', () => {
    expect(smsLink(`${BASE}//`, 'staffLogin')).toBe(`${BASE}/manage/login`);
    expect(smsLink(BASE, 'projectConfirm', '?t=abc')).toBe(`${BASE}/specialist-confirm?t=abc`);
  });

  it('names the opening place when the invitation is given one', () => {
    expect(RENDERED.expertInvitation[0]).toContain('开标时间2026年6月1日 09:30，开标地点水务大厦301会议室。');
    expect(RENDERED.expertInvitation[1]).not.toContain('开标地点');
  });

  it('is the only place a message is written: no other source carries the signature', () => {
    const elsewhere = sourceFiles()
      .filter((f) => !f.endsWith('sms-templates.ts') && fs.readFileSync(f, 'utf8').includes(SMS_SIGNATURE))
      .map((f) => path.relative(SERVER_SRC, f));
    expect(elsewhere).toEqual([]);
  });
});
