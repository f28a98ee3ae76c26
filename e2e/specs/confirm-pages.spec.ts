import { formatDateTimeCn, parseDateTime, SHANGHAI_OFFSET_MS } from '@swp/core/project/time';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestApi } from '../fixtures/api.ts';
import { baseURL, screenshot, text } from '../fixtures/browser.ts';
import {
  createExpert,
  type Expert,
  invitationLink,
  enrollingProject as seedEnrollingProject,
} from '../fixtures/seed-data.ts';
import { DEMO } from '../fixtures/session.ts';
import { StaffApi } from '../fixtures/staff-api.ts';
import { useBrowser } from '../fixtures/suite.ts';

/**
 * The two public confirmation pages (docs/product.md, docs/integration.md) on a phone (375×667): an expert opens the link of the
 * invitation SMS, asks for a code, and confirms or declines. Extractions are made through the staff API.
 */

const ctx = useBrowser();
const PHONE = { width: 375, height: 667 };
let phone: BrowserContext;
let page: Page;
let requested: string[];

beforeEach(async () => {
  phone = await ctx.browser.newContext({
    baseURL: baseURL(),
    reducedMotion: 'reduce',
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  page = await phone.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (err) => ctx.errors.push(err.message));
  requested = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
});
afterEach(async () => {
  await phone?.close();
});

const sms = new TestApi();
let staff: StaffApi;
let mobileSeq = Math.floor(Math.random() * 1e7);

beforeAll(async () => {
  staff = new StaffApi((await sms.staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
});

/** Experts of a region of their own, so the draw takes exactly them. */
async function createExperts(n: number, region: string, external: boolean): Promise<Expert[]> {
  const out: Expert[] = [];
  for (let i = 0; i < n; i++) {
    out.push(
      await createExpert(staff, {
        name: `${external ? '外聘' : '测试'}专家${'甲乙丙丁戊己庚'[i]}`,
        mobile: `166${String(mobileSeq++ % 1e8).padStart(8, '0')}`,
        employer: `某设计研究院${i}`,
        region,
        category: 'technical',
        external,
      }),
    );
  }
  return out;
}

/** The confirmation link of the invitation SMS sent to this mobile (path and query, for the phone's baseURL). */
async function linkFor(mobile: string, pagePath: string): Promise<string> {
  const link = await invitationLink(sms, mobile, pagePath);
  if (!link) throw new Error(`no ${pagePath} link sent to ${mobile}`);
  return link;
}

/** A project in 报名中 whose opening is three weeks away; its 开标地点 is the address the page must name. */
const enrollingProject = (openAddress: string) =>
  seedEnrollingProject(
    staff,
    { projectName: `城北片区供水管网改造工程（确认页测试${Date.now().toString(36)}）`, openAddress },
    21 * 24,
  );

/**
 * A project in 报名中 with its committee drawn: three internal experts of a region of their own (询价采购: a
 * committee of three), each sent an invitation.
 */
async function drawnCommittee(region: string) {
  const project = await enrollingProject('水务大厦三楼开标室');
  const size = 3;
  const experts = await createExperts(size, region, false);
  await staff.ok('POST', '/api/specialisextract/draw', {
    projectId: project.id,
    committeeSize: size,
    technicalCount: size,
    economicCount: 0,
    includeRegions: [region],
  });
  return { project, experts };
}

const pad2 = (n: number) => String(n).padStart(2, '0');
function fullTime(ms: number): string {
  const d = new Date(ms + SHANGHAI_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
}

/** What the server tells the page, read through the same public call. */
async function confirmInfo(prefix: string, link: string) {
  const key = link.split('?t=')[1]!;
  const env = await staff.call<{ data: { sendurlSendtime: string; openTime?: string; address?: string } }>(
    'POST',
    `${prefix}/getConfirmInfo`,
    { id: key },
  );
  return env.data!.data;
}

/** Every script and stylesheet the page fetched is one that confirm.html names, and none is the SPA's. */
async function expectLightPage() {
  const html = await (await fetch(`${baseURL()}/specialist-confirm`)).text();
  const spa = await (await fetch(`${baseURL()}/manage`)).text();
  const declared = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]));
  const spaEntry = [...spa.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const assets = requested.filter((p) => p.startsWith('/assets/'));
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) expect(declared, `${asset} is not part of confirm.html`).toContain(asset);
  for (const entry of spaEntry) expect(assets).not.toContain(entry);
  for (const asset of assets.filter((a) => a.endsWith('.js'))) {
    const body = await (await fetch(`${baseURL()}${asset}`)).text();
    expect(body, `${asset} carries antd`).not.toMatch(/ant-design|antd|rc-motion|rc-overflow/);
  }
}

const drawer = () => page.getByTestId('answer-drawer');
const toast = (message: string) => page.getByTestId('toast').filter({ hasText: message });
const fieldError = (message: string) => drawer().getByRole('alert').filter({ hasText: message });

async function openPage(link: string, name: string) {
  await page.goto(link);
  await expect.poll(() => text(page.getByTestId('greeting'))).toBe(`尊敬的 ${name} 专家：您好！`);
}

async function closeByMask() {
  await page.mouse.click(PHONE.width / 2, 60);
  await drawer().waitFor({ state: 'detached' });
}

/** Sends the code: 发送成功, the countdown, a press during it only warns; returns the code from the outbox. */
async function sendCode(mobile: string): Promise<string> {
  const before = (await sms.sms(mobile)).length;
  const getCodes = () => requested.filter((p) => p.endsWith('/getCode')).length;
  const callsBefore = getCodes();
  await drawer().getByTestId('send-code').click();
  await toast('发送成功').waitFor();
  await expect.poll(() => text(drawer().getByTestId('send-code'))).toMatch(/^(60|59|58)秒后重发$/);
  expect(await drawer().getByTestId('send-code').getAttribute('aria-disabled')).toBe('true');
  // aria-disabled while counting (Playwright would wait for it): press it as a finger would
  await drawer().getByTestId('send-code').click({ force: true });
  await page
    .getByTestId('toast')
    .filter({ hasText: /^.?请\d+秒后重试$/ })
    .first()
    .waitFor();
  expect((await sms.sms(mobile)).length).toBe(before + 1);
  expect(getCodes()).toBe(callsBefore + 1);
  return sms.latestSmsCode(mobile);
}

async function confirmFlow(expert: Expert, shot: string) {
  await page.getByRole('button', { name: '确认参加评标' }).click();
  await page.getByRole('dialog', { name: '确认参加' }).waitFor();
  // 50vh at the bottom, once it has slid up: poll both, the box may still be moving or growing between reads
  await expect
    .poll(async () => {
      const box = (await drawer().boundingBox())!;
      return [Math.round(box.y), Math.round(box.height)];
    })
    .toEqual([Math.round(PHONE.height / 2), Math.round(PHONE.height / 2)]);
  expect(await drawer().getByPlaceholder('请输入无法参加的原因').count()).toBe(0);
  expect(
    await drawer()
      .getByRole('button', { name: /关闭|close/i })
      .count(),
  ).toBe(0);

  await drawer().getByRole('button', { name: '提交' }).click();
  await fieldError('请输入验证码').waitFor();
  await screenshot(page, `${shot}-drawer-empty`);

  // closing resets the input
  await drawer().getByTestId('code-input').fill('12');
  await closeByMask();
  await page.getByRole('button', { name: '确认参加评标' }).click();
  expect(await drawer().getByTestId('code-input').inputValue()).toBe('');
  expect(await drawer().getByRole('alert').count()).toBe(0);

  const code = await sendCode(expert.mobile);
  await screenshot(page, `${shot}-countdown`);
  await drawer().getByTestId('code-input').fill(code);
  await drawer().getByRole('button', { name: '提交' }).click();
  await toast('操作成功').waitFor();
  await drawer().waitFor({ state: 'detached' });
  const state = page.getByTestId('state-confirmed');
  await state.waitFor();
  expect(await text(state)).toMatch(/^✓已确认参加确认时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await screenshot(page, `${shot}-confirmed`);
}

async function declineFlow(expert: Expert, shot: string) {
  await page.getByRole('button', { name: '本次无法参加' }).click();
  await page.getByRole('dialog', { name: '无法参加' }).waitFor();
  const reason = drawer().getByPlaceholder('请输入无法参加的原因');
  await drawer().getByRole('button', { name: '提交' }).click();
  await fieldError('请输入无法参加的原因').waitFor();
  await fieldError('请输入验证码').waitFor();
  await screenshot(page, `${shot}-decline-empty`);

  // 3 to 5 rows, growing with the text
  const threeRows = (await reason.boundingBox())!.height;
  await reason.fill('第一行\n第二行\n第三行\n第四行\n第五行\n第六行\n第七行');
  const fiveRows = (await reason.boundingBox())!.height;
  expect(fiveRows).toBeGreaterThan(threeRows * 1.4);
  expect(fiveRows).toBeLessThan(threeRows * 1.8);
  await fieldError('请输入无法参加的原因').waitFor({ state: 'detached' });
  await closeByMask();
  await page.getByRole('button', { name: '本次无法参加' }).click();
  expect(await reason.inputValue()).toBe('');
  expect(await drawer().getByTestId('code-input').inputValue()).toBe('');

  await drawer()
    .getByTestId('code-input')
    .fill(await sendCode(expert.mobile));
  await drawer().getByRole('button', { name: '提交' }).click();
  await fieldError('请输入无法参加的原因').waitFor();
  await reason.fill('当天另有评审任务，无法到场');
  await screenshot(page, `${shot}-decline-filled`);
  await drawer().getByRole('button', { name: '提交' }).click();
  await toast('操作成功').waitFor();
  await drawer().waitFor({ state: 'detached' });
  await page.getByTestId('state-declined').filter({ hasText: '不参加本次评标' }).waitFor();
  await screenshot(page, `${shot}-declined`);
}

describe('public confirmation pages on a phone', () => {
  it('/specialist-confirm: greets, names the opening, confirms and declines', async () => {
    const { project, experts } = await drawnCommittee(`确认页测试区${Date.now()}`);
    const [first, second, third] = experts as [Expert, Expert, Expert];

    const link = await linkFor(first.mobile, '/specialist-confirm');
    const info = await confirmInfo('/api/specialisextract', link);
    await openPage(link, first.name);
    const invitation = await text(page.getByTestId('invitation'));
    expect(invitation).toContain(`将于${formatDateTimeCn(parseDateTime(info.openTime)!)}`);
    expect(invitation).toContain(`在${info.address}举行开标`);
    const expiry = fullTime(parseDateTime(info.sendurlSendtime)! + 10 * 60_000);
    expect(await text(page.getByTestId('expiry-notice'))).toBe(
      `本页面将在链接发送10分钟后失效，请于 ${expiry} 前完成确认。`,
    );
    await page.getByRole('button', { name: '本次无法参加' }).waitFor();
    await screenshot(page, 'confirm-project-pending');
    await expectLightPage();
    await confirmFlow(first, 'confirm-project');

    // Staff record that the confirmed expert phoned to cancel: isAffirm 2.
    const committee = await staff.ok<{ invitations: Array<{ id: number; mobile: string }> }>(
      'GET',
      `/api/specialisextract/detail?projectId=${project.id}`,
    );
    const seat = committee.invitations.find((i) => i.mobile === first.mobile)!;
    await staff.ok('POST', '/api/specialisextract/cancel', { invitationId: seat.id, reason: '临时出差' });
    await page.reload();
    await page.getByTestId('state-cannot-attend').filter({ hasText: '不能参加本次评标' }).waitFor();
    await screenshot(page, 'confirm-project-cannot-attend');

    await openPage(await linkFor(second.mobile, '/specialist-confirm'), second.name);
    await declineFlow(second, 'confirm-project');

    // the same page on a desktop
    await openPage(await linkFor(third.mobile, '/specialist-confirm'), third.name);
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, 'confirm-project-desktop');
    await page.getByRole('button', { name: '确认参加评标' }).click();
    await screenshot(page, 'confirm-project-desktop-drawer');
  });

  it('/specialist-extract-confirm: invites without time or place, confirms and declines', async () => {
    const region = `外聘确认测试区${Date.now()}`;
    const [first, second] = (await createExperts(3, region, true)) as [Expert, Expert];
    await staff.ok('POST', '/api/specialistextractexpert/draw', {
      taskName: '供水管网改造项目技术方案评审',
      committeeSize: 3,
      technicalCount: 3,
      economicCount: 0,
      includeRegions: [region],
    });
    const link = await linkFor(first.mobile, '/specialist-extract-confirm');
    const info = await confirmInfo('/api/specialistextractexpert', link);
    await openPage(link, first.name);
    const invitation = await text(page.getByTestId('invitation'));
    expect(invitation).toBe('我公司诚挚邀请您作为评标专家，参加本次评标工作。');
    const expiry = fullTime(parseDateTime(info.sendurlSendtime)! + 10 * 60_000);
    expect(await text(page.getByTestId('expiry-notice'))).toContain(expiry);
    await screenshot(page, 'confirm-external-pending');
    await expectLightPage();
    await confirmFlow(first, 'confirm-external');

    await openPage(await linkFor(second.mobile, '/specialist-extract-confirm'), second.name);
    await declineFlow(second, 'confirm-external');
    // an answered link cannot be answered again: the page shows the answer, the buttons are gone
    await page.reload();
    await page.getByTestId('state-declined').waitFor();
    expect(await page.getByRole('button', { name: '确认参加评标' }).count()).toBe(0);
  });

  it('a link past its 10 minutes: the open page turns to 操作超时 by the server’s clock, and the server refuses', async () => {
    const { experts } = await drawnCommittee(`过期链接测试区${Date.now()}`);
    const [first] = experts as [Expert];
    const link = await linkFor(first.mobile, '/specialist-confirm');
    const key = new URL(link, baseURL()).searchParams.get('t')!;
    // The server's clock is 35 s short of the deadline, the browser's 10 minutes behind it: the page opens with
    // its buttons and turns by itself when the server's 10 minutes are over, nobody pressing anything. Those 35 s
    // pass at once for the page (Playwright's clock, fast-forwarded as for a person who left it open) and then for
    // the server, before its refusals are asked for.
    await staff.ok('POST', '/api/test/clock', { advanceMs: 10 * 60_000 - 35_000 });
    try {
      await page.clock.install();
      await openPage(link, first.name);
      await page.getByTestId('expiry-notice').waitFor();
      await page.getByRole('button', { name: '确认参加评标' }).click();
      await drawer().waitFor();
      const expired = page.getByTestId('state-expired');
      expect(await expired.count()).toBe(0);
      await page.clock.fastForward(40_000);
      await expired.waitFor();
      await staff.ok('POST', '/api/test/clock', { advanceMs: 40_000 });
      expect(await text(expired)).toContain('操作超时');
      expect(await drawer().count()).toBe(0);
      expect(await page.getByRole('button', { name: '确认参加评标' }).count()).toBe(0);
      await screenshot(page, 'confirm-project-expired');

      // the server says the same to a code request and an answer, and sends nothing
      expect(await staff.call('POST', '/api/specialisextract/getCode', { id: key })).toMatchObject({
        msg: '链接已过期',
      });
      const answer = await staff.call('POST', '/api/specialisextract/extractConfirm', {
        strKey: key,
        confirm: 1,
        code: '123456',
      });
      expect(answer).toMatchObject({ msg: '链接已过期' });
      expect(await sms.sms(first.mobile)).toHaveLength(1);
      // opened again later, it says so at once
      await page.reload();
      await page.getByTestId('state-expired').waitFor();
    } finally {
      await staff.ok('POST', '/api/test/clock', { reset: true });
    }
  }, 150_000);

  it('a garbled, unknown or missing key: 链接无效, with advice to check the link or ask for it again', async () => {
    const advice = '请核对短信中的链接是否完整，或联系采购人员重新发送';
    for (const url of ['/specialist-confirm?t=garbage', '/specialist-extract-confirm?t=this-key-was-never-sent']) {
      await page.goto(url);
      const card = page.getByTestId('confirm-invalid');
      await card.filter({ hasText: '链接无效' }).waitFor();
      expect(await text(card)).toContain(advice);
      expect(await text(card)).not.toContain('稍后');
      expect(await page.getByTestId('confirm-failed').count()).toBe(0);
    }
    await screenshot(page, 'confirm-unknown-key');
    await expectLightPage();

    await page.goto('/specialist-extract-confirm');
    await page.getByTestId('confirm-invalid').filter({ hasText: '链接无效' }).waitFor();
  });
});
