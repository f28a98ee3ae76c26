import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type MyResult, PROJECT_STATE_LABELS } from '@swp/core';
import { readPdf } from '@swp/server/test/kits/pdf.ts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, pickDateTime } from '../fixtures/antd-ui.ts';
import { TestApi } from '../fixtures/api.ts';
import { SCREENSHOTS, screenshot, successToast, text, toast } from '../fixtures/browser.ts';
import { committeeExperts, openAccount, scoreThroughApi } from '../fixtures/evaluation.ts';
import { chairClosesStep } from '../fixtures/evaluation-ui.ts';
import { answerInvitation } from '../fixtures/invitation-ui.ts';
import { Journey } from '../fixtures/journey.ts';
import {
  chineseWallTime,
  confirmBidByKeyboard,
  confirmPopover,
  drawCommitteeOfThree,
  enrolFromBulletin,
  expectBidConfirmation,
  expectStaleEnrolEnd,
  fillNewProject,
  generateNoticeWithClerkLine,
  POLL,
  publishedNoticeText,
  screenshotReceipt,
} from '../fixtures/lifecycle-ui.ts';
import { renderFirstPage } from '../fixtures/pdf.ts';
import { beijing, invitationLink } from '../fixtures/seed-data.ts';
import { putStorage, specialistEntries, venderEntries } from '../fixtures/session.ts';
import { StaffApi } from '../fixtures/staff-api.ts';
import { useBrowser } from '../fixtures/suite.ts';
import { approvedCompany, bidPdf, resetClock, tenderStandardId } from '../fixtures/tendering.ts';

/**
 * The journey: one project carried from 草稿 to 已中标 through every step of the platform, each person in a
 * browser of their own — staff create it, submit it and publish its 询价公告; three companies enrol on the 公告栏;
 * staff pass them on 报名审查 and draw a committee of three, who confirm on their phones; past the enrolment close
 * the companies upload their bids; past openTime staff press 开标; the experts evaluate it in 在线评标 and the chair
 * submits; staff publish the 结果公示; the second company files an 异议 and staff answer it; past the publicity staff
 * publish the 中标公告; the winner reads its 中标通知书 back from the PDF and the others their 结果通知书. The
 * deadlines are passed with the test clock. Before each stage the people sign in again (sessions follow the clock).
 */
const ctx = useBrowser();
const api = new TestApi();
const tag = Date.now().toString(36).toUpperCase();
const NAME = `城西水厂反冲洗泵组更换工程${tag}`;
const REGION = `全流程测试区${tag}`;
const OFFERS = ['462000.00', '448500.00', '475800.00'];
/** The same prices as the bidders read them back: figures with separators, and capitals. */
const FIGURES = ['¥462,000.00', '¥448,500.00', '¥475,800.00'];
const CAPITALS = ['人民币肆拾陆万贰仟元整', '人民币肆拾肆万捌仟伍佰元整', '人民币肆拾柒万伍仟捌佰元整'];
const OPEN_ADDRESS = '集团本部三楼开标室';
const CLERK_LINE = '请各供应商提前熟悉平台的报名和上传操作。';
const journey = new Journey(ctx, api);
const { companies, suppliers, experts, passwords, expertPages } = journey;
const clockTo = (ms: number) => journey.clockTo(ms);
const newPage = (viewport?: { width: number; height: number }) => journey.newPage(viewport);
let staff: Page;
let standardName: string;
let projectId = 0;

/** The Beijing wall times of the 询价公告: enrolment from now for a week, bids until day 9, opening half an hour on. */
const times = {
  enrollTime: beijing(0, 0, 0),
  enrollEndTime: beijing(7, 17, 0),
  closeFileupTime: beijing(9, 9, 0),
  openTime: beijing(9, 9, 30),
};

const projectTab = (tab: string) => staff.goto(`/manage/layout/project/${projectId}?tab=${tab}`);
const status = () => text(staff.getByTestId('project-header').getByTestId('project-status'));

beforeAll(async () => {
  await journey.signInStaff();
  await resetClock(journey.staffApi);
  await tenderStandardId(journey.staffApi, tag);
  standardName = `货物采购类综合评分法${tag}`;
  for (let i = 0; i < 3; i++) companies.push(await approvedCompany(api, journey.staffApi));
  experts.push(...(await committeeExperts(journey.staffApi, tag, REGION)));
  staff = journey.staff = await newPage();
  await journey.signInStaff();
  for (const c of companies) {
    const page = await newPage();
    await putStorage(page, venderEntries(c.login));
    suppliers.push(page);
  }
}, 180_000);

afterAll(() => journey.close());

describe('草稿 to 已中标', () => {
  it('staff create the project, submit it and publish its 询价公告 from the template', async () => {
    await fillNewProject(staff, { name: NAME, openAddress: OPEN_ADDRESS, standardName });
    await toast(staff, '项目已创建').waitFor();
    await staff.waitForURL(/\/manage\/layout\/project\/\d+$/);
    projectId = Number(new URL(staff.url()).pathname.split('/').pop());
    expect(await status()).toBe('草稿');

    await staff.getByTestId('action-submit').click();
    await confirmPopover(staff);
    await expect.poll(status, POLL).toBe('已立项');

    await projectTab('announcements');
    await staff.getByTestId('announcement-publishTender').click();
    const drawer = staff.getByTestId('announcement-editor');
    await drawer.waitFor();
    // The stock template by its name: other specs leave templates of their own whose names also say 询价.
    await chooseOption(staff, 'templateId', '询价公告（通用）');
    // enrolment opens at this minute
    const now = new Date(Date.now() + 8 * 3_600_000);
    times.enrollTime = beijing(0, now.getUTCHours(), now.getUTCMinutes());
    // First drafted with bids due tomorrow: too short for 询价 (3 working days), as staff first tried.
    const tooShort = {
      enrollEndTime: beijing(1, 8, 0),
      closeFileupTime: beijing(1, 9, 0),
      openTime: beijing(1, 9, 30),
    };
    for (const [field, t] of Object.entries({ ...times, ...tooShort })) await pickDateTime(staff, field, t.wall);
    // The clerk adds a line of their own to the generated text.
    await generateNoticeWithClerkLine(staff, CLERK_LINE);
    const publish = async () => {
      await drawer.getByTestId('announcement-publish').click();
      await staff.locator('.ant-modal-confirm').getByRole('button', { name: '确认发布' }).click();
    };
    await publish();
    await toast(staff, '不得少于3个工作日').first().waitFor();
    expect(await status()).toBe('已立项');

    // Staff move the four dates and do not regenerate the text: the preview marks the old dates it still states.
    for (const [field, t] of Object.entries(times)) await pickDateTime(staff, field, t.wall);
    await expectStaleEnrolEnd(staff, tooShort.enrollEndTime.wall, times.enrollEndTime.wall);
    await publish();
    await toast(staff, '公告已发布').first().waitFor();
    await expect.poll(status, POLL).toBe('报名中');

    // The published notice states the dates the project enforces, with the clerk's line kept.
    const visitor = await newPage();
    const { notice, published } = await publishedNoticeText(visitor, NAME, CLERK_LINE);
    for (const field of ['enrollEndTime', 'closeFileupTime', 'openTime'] as const) {
      expect(published).toContain(chineseWallTime(times[field].wall));
      expect(published).not.toContain(chineseWallTime(tooShort[field].wall));
    }
    expect(published).toContain(`响应文件开启地点：${OPEN_ADDRESS}`);
    await notice.getByText(CLERK_LINE).scrollIntoViewIfNeeded();
    await screenshot(visitor, 'lifecycle-notice-published');
    await visitor.close();
  });

  it('three companies enrol on the 公告栏, each in its own browser; staff pass them on 报名审查', async () => {
    for (const page of suppliers) {
      await enrolFromBulletin(page, NAME);
    }
    await projectTab('enrolments');
    for (const c of companies) {
      const row = staff.locator('[data-testid="enrolment-table"] .ant-table-row', { hasText: c.companyName });
      await row.getByTestId('enrolment-pass').click();
      await confirmPopover(staff);
      await expect.poll(() => text(row.getByTestId('enrolment-status')), POLL).toBe('审查通过');
    }
  });

  it('staff draw a committee of three, who confirm on their phones', async () => {
    await projectTab('extraction');
    await drawCommitteeOfThree(staff, REGION);

    for (const [i, expert] of experts.entries()) {
      const link = await invitationLink(api, expert.mobile, '/specialist-confirm');
      expect(link).not.toBeNull();
      const phone = await newPage({ width: 390, height: 844 });
      await phone.goto(link!);
      await phone.getByTestId('greeting').waitFor();
      // The opening's place is the project's 开标地点, not its construction site.
      const invitation = await text(phone.getByTestId('invitation'));
      expect(invitation).toContain(`在${OPEN_ADDRESS}举行开标`);
      expect(invitation).not.toContain('江城市城西水厂');
      if (i === 0) {
        await screenshot(phone, 'lifecycle-confirm-phone');
        const desk = await newPage();
        await desk.goto(link!);
        await desk.getByTestId('greeting').waitFor();
        await screenshot(desk, 'lifecycle-confirm-desktop');
        await desk.close();
      }
      await answerInvitation(phone, api, expert.mobile, 'confirm');
    }
    await expect
      .poll(() => staff.locator('[data-testid="invitations-table"]').getByText('已确认').count(), POLL)
      .toBe(3);
  });

  it('past the enrolment close each company uploads its bid in 我的项目, its 报价 read back in 大写 and confirmed', async () => {
    await clockTo(times.enrollEndTime.ms + 3_600_000);
    for (const [i, page] of suppliers.entries()) {
      await page.goto(`/vender/layout/project/${projectId}`);
      await page.getByTestId('bid-upload-form').waitFor();
      await page.getByTestId('bid-offer').fill(OFFERS[i]!);
      // The capitals follow the figures as they are typed.
      await expect.poll(() => text(page.getByTestId('bid-offer-capitals')), POLL).toBe(`大写：${CAPITALS[i]}`);
      await page.locator('[data-testid="bid-upload-form"] input[type=file]').setInputFiles({
        name: `响应文件${i + 1}.pdf`,
        mimeType: 'application/pdf',
        buffer: bidPdf(companies[i]!.companyName),
      });
      await page.getByTestId('bid-submit').click();
      // Nothing is sent before the bidder confirmed both forms of the price and the file.
      const file = `响应文件${i + 1}.pdf`;
      const dialog = await expectBidConfirmation(page, { figures: FIGURES[i]!, capitals: CAPITALS[i]!, file });
      if (i === 0) await confirmBidByKeyboard(page);
      else await dialog.getByRole('button', { name: '确认上传' }).click();
      await toast(page, '投标文件上传成功').waitFor();
      await page.getByTestId('bid-receipt').waitFor();
      expect(await text(page.getByTestId('receipt-offer'))).toBe(FIGURES[i]);
      expect(await text(page.getByTestId('receipt-offer-capitals'))).toBe(`大写：${CAPITALS[i]}`);
      if (i === 0) await screenshotReceipt(page);
    }
  });

  it('past openTime staff press 开标; the experts score and the chair submits the result in 在线评标', async () => {
    await clockTo(times.openTime.ms + 60_000);
    await projectTab('opening');
    await staff.getByTestId('action-open').click();
    await staff
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /开\s?标/ })
      .click();
    await toast(staff, '开标完成').waitFor();
    await expect.poll(status, POLL).toBe('评标中');

    // Staff open the experts' accounts (the initial password by SMS, changed at the first sign-in). The experts fill
    // their sheets through the API: evaluation.spec drives the same vote and sheets in three browsers, with a sheet
    // returned and corrected. Here the chair, in its browser, submits the result that carries the journey on.
    const scorers: Array<{ id: number; api: StaffApi }> = [];
    for (const expert of experts) {
      passwords.push(await openAccount(api, journey.staffApi, expert));
      const login = await api.specialistLogin(expert.account, passwords.at(-1)!);
      scorers.push({ id: expert.id, api: new StaffApi(login.token) });
      if (expertPages.length === 0) {
        const page = await newPage();
        await putStorage(page, specialistEntries(login));
        expertPages.push(page);
      }
    }
    await scoreThroughApi(projectId, scorers);
    const chair = expertPages[0]!;
    await chair.goto(`/specialist/layout/evaluation/${projectId}`);
    await expect.poll(() => text(chair.getByTestId('eval-header')), POLL).toContain(`${experts[0]!.name}（`);
    await chairClosesStep(chair, '评标结果已提交，评标报告已生成');
    await projectTab('basic');
    await expect.poll(status, POLL).toBe(PROJECT_STATE_LABELS.evaluated);
  }, 300_000);
});

describe('结果公示, 异议, 中标公告', () => {
  /** 询价 ranks by the quote: the lowest (the second company) first. */
  const winner = () => companies[1]!;
  const second = () => companies[0]!;

  it('staff publish the 结果公示 naming the report’s candidates; the project is 公示中', async () => {
    await projectTab('results');
    const candidates = staff.getByTestId('result-candidates');
    await expect.poll(() => candidates.locator('.ant-table-row').count(), POLL).toBe(3);
    expect(await text(candidates.locator('.ant-table-row').first())).toContain(winner().companyName);

    await projectTab('announcements');
    await staff.getByTestId('announcement-publishResult').click();
    const drawer = staff.getByTestId('announcement-editor');
    await drawer.waitFor();
    await chooseOption(staff, 'templateId', '（通用）');
    await drawer.getByTestId('announcement-generate').click();
    await toast(staff, '草稿已生成').waitFor();
    // the server filled the publicity window and the candidates
    await expect.poll(() => staff.locator('#gsEndTime').inputValue(), POLL).not.toBe('');
    await expect
      .poll(() => text(drawer.getByTestId('announcement-html-content')), POLL)
      .toContain(winner().companyName);
    await screenshot(staff, 'lifecycle-result-editor');
    await drawer.getByTestId('announcement-publish').click();
    await staff.locator('.ant-modal-confirm').getByRole('button', { name: '确认发布' }).click();
    await successToast(staff, '结果公示已发布');
    await expect.poll(status, POLL).toBe('公示中');
  });

  it('the second company files an 异议 in 我的项目; staff answer it; the winner notice waits for the publicity', async () => {
    const page = suppliers[0]!;
    await page.goto(`/vender/layout/project/${projectId}`);
    const result = page.getByTestId('my-result');
    await result.waitFor();
    expect(await text(page.getByTestId('my-result-candidates'))).toContain(winner().companyName);
    await page.getByTestId('objection-new').click();
    await page.getByTestId('objection-content').fill('第一中标候选人的业绩证明材料与实际不符，请复核。');
    await page.getByTestId('objection-submit').click();
    await page.locator('.ant-popover:not(.ant-popover-hidden), .ant-modal-confirm').getByRole('button').last().click();
    await expect.poll(() => text(page.getByTestId('my-objections')), POLL).toContain('待答复');
    await screenshot(page, 'lifecycle-objection-filed');

    await projectTab('results');
    await expect.poll(() => text(staff.getByTestId('result-blocked')), POLL).toContain('异议');
    await staff.getByTestId('objection-answer').first().click();
    await staff.getByTestId('objection-answer-input').fill('经复核，第一中标候选人业绩证明真实有效，维持评审结果。');
    await screenshot(staff, 'lifecycle-objection-answer-modal');
    await staff.getByTestId('objection-answer-ok').click();
    await expect.poll(() => text(staff.getByTestId('objection-table')), POLL).toContain('已答复');
    // the publicity has not ended: still no winner notice
    await expect.poll(() => text(staff.getByTestId('result-blocked')), POLL).toContain('公示期未满');
    await screenshot(staff, 'lifecycle-results-tab');

    const sms = await api.sms(second().mobile); // newest first
    expect(sms[0]?.content).toContain(NAME);
    await page.reload();
    await expect.poll(() => text(page.getByTestId('my-objections')), POLL).toContain('维持评审结果');
  });

  it('past the publicity staff publish the 中标公告; the project is 已中标', async () => {
    const mine = await new StaffApi(winner().token).ok<MyResult>('GET', `/api/result/mine?projectId=${projectId}`);
    await clockTo(Date.parse(mine.publicity!.gsEndTime) + 60_000);
    await projectTab('announcements');
    await staff.getByTestId('announcement-publishWinner').click();
    const drawer = staff.getByTestId('announcement-editor');
    await drawer.waitFor();
    await chooseOption(staff, 'templateId', '（通用）');
    await drawer.getByTestId('announcement-generate').click();
    await toast(staff, '草稿已生成').waitFor();
    await expect
      .poll(() => text(drawer.getByTestId('announcement-winnerSupplierId')), POLL)
      .toContain(winner().companyName);
    await screenshot(staff, 'lifecycle-win-editor');
    await drawer.getByTestId('announcement-publish').click();
    await staff.locator('.ant-modal-confirm').getByRole('button', { name: '确认发布' }).click();
    await successToast(staff, '中标公告已发布');
    await expect.poll(status, POLL).toBe('已中标');
    await projectTab('results');
    await expect.poll(() => text(staff.getByTestId('result-award')), POLL).toContain(winner().companyName);

    // On the 公告栏 the 中标公告 reads like the others and lists the project's three announcements.
    const visitor = await newPage();
    await visitor.goto(`/vender/layout/bulletin?type=win&q=${encodeURIComponent(NAME)}`);
    await visitor
      .getByTestId('bulletin-item')
      .getByRole('link', { name: `${NAME}中标公告` })
      .click();
    await expect.poll(() => text(visitor.getByTestId('bulletin-html')), POLL).toContain(winner().companyName);
    expect(await visitor.getByTestId('bulletin-related').locator('.ant-tag').allTextContents()).toEqual([
      '招标公告',
      '结果公示',
      '中标公告',
    ]);
    await screenshot(visitor, 'lifecycle-bulletin-win');
  });

  it('the winner reads its 中标通知书 and the others their 结果通知书, as PDF', async () => {
    for (const [i, page] of suppliers.entries()) {
      const company = companies[i]!;
      await page.goto(`/vender/layout/project/${projectId}`);
      await page.getByTestId('my-letter-download').waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('my-letter-download').click(),
      ]);
      const bytes = await readFile((await download.path())!);
      const pdf = (await readPdf(bytes)).text.replace(/\s+/g, '');
      expect(pdf).toContain(company.companyName);
      expect(pdf).toContain(NAME);
      if (company === winner()) {
        expect(pdf).toContain('中标通知书');
        expect(pdf).toContain('448,500.00');
        expect(await text(page.getByTestId('my-outcome'))).toContain('中标');
        await renderFirstPage(bytes, join(SCREENSHOTS, 'lifecycle-award-letter-page1.png'));
        await screenshot(page, 'lifecycle-winner');
        await page.setViewportSize({ width: 375, height: 667 });
        await page.getByTestId('my-result').scrollIntoViewIfNeeded();
        await screenshot(page, 'lifecycle-winner-phone');
        await page.getByTestId('my-objections').scrollIntoViewIfNeeded();
        await screenshot(page, 'lifecycle-objections-phone');
        // 我的项目 searched by the project's code, on the phone: the card says 中标
        await page.goto('/vender/layout/project');
        await page.getByTestId('my-projects-keyword').fill(tag);
        await page.getByTestId('my-projects-keyword').press('Enter');
        await expect.poll(() => page.getByTestId('my-project-card').count(), POLL).toBe(1);
        expect(await text(page.getByTestId('my-project-card'))).toContain('中标');
        await screenshot(page, 'lifecycle-my-projects-phone');
      } else {
        expect(pdf).toContain('结果通知书');
        if (i === 0) await renderFirstPage(bytes, join(SCREENSHOTS, 'lifecycle-result-letter-page1.png'));
      }
    }
  });
});
