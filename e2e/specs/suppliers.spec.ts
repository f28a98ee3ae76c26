import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { solveCaptcha, TestApi } from '../fixtures/api.ts';
import { screenshot, text, toast } from '../fixtures/browser.ts';
import { DEMO, signIn } from '../fixtures/session.ts';
import { useBrowser } from '../fixtures/suite.ts';
import { type CompanyForm, companyForm, PDF, PNG } from '../fixtures/suppliers.ts';

/**
 * End to end: a company registers in the browser (its SMS code read from the test outbox), signs in and
 * sees 待审核; staff reject it with a reason on 供应商管理; the company reads the reason, replaces its licence and
 * is back in review; staff approve it and the company sees 审核通过.
 */
const ctx = useBrowser();
let page: Page;
beforeEach(() => {
  page = ctx.page;
});
const api = new TestApi();
const modal = () => page.locator('.ant-modal', { hasText: '供应商账号登录' });
const statusTitle = () => text(page.getByTestId('status-title'));

async function fillRegistration(form: CompanyForm) {
  await page.goto('/vender/layout/register');
  await page.getByTestId('reg-account').fill(form.account);
  await page.getByTestId('mobile-input').fill(form.mobile);
  await page.getByTestId('reg-password').fill(form.password);
  await page.getByTestId('reg-confirm').fill(form.password);
  await page.getByTestId('reg-company').fill(form.companyName);
  await page.getByTestId('reg-credit-code').fill(form.creditCode.toLowerCase());
  await page.getByTestId('reg-legal-person').fill(form.legalPerson);
  await page.getByTestId('reg-contact').fill(form.contactName);
  await page
    .getByTestId('reg-licences')
    .locator('input[type=file]')
    .setInputFiles({ name: '营业执照正本.pdf', mimeType: 'application/pdf', buffer: PDF() });
  await page.getByTestId('reg-licences').getByText('营业执照正本.pdf').waitFor();
  await page.getByTestId('captcha-input').fill(await solveCaptcha(page));
  await page.getByTestId('send-code').click();
  await toast(page, '发送成功').waitFor();
  await page.getByTestId('sms-code-input').fill(await api.latestSmsCode(form.mobile));
}

/** 供应商管理, filtered to one company, with its review drawer open. */
async function openReview(companyName: string) {
  await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
  await page.goto('/manage/layout/vender');
  await page.getByTestId('search-keyword').fill(companyName);
  await page.getByTestId('search-keyword').press('Enter');
  await page.locator('.ant-table-row', { hasText: companyName }).getByTestId('row-open').click();
  await page.getByTestId('supplier-detail').waitFor();
}

async function venderUserCentre(form: CompanyForm) {
  await signIn(page, 'vender', form.account, form.password);
  await page.goto('/vender/layout/user');
  await page.getByTestId('status-title').waitFor();
}

describe('supplier registration and review', () => {
  const form = companyForm();

  it('registers a company in the browser; it signs in and sees 待审核', async () => {
    await fillRegistration(form);
    // The credit code is shown in capitals, checked by the same rule as the server's.
    expect(await page.getByTestId('reg-credit-code').inputValue()).toBe(form.creditCode);
    await screenshot(page, 'vender-register');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('register-success').waitFor();
    await screenshot(page, 'vender-register-success');

    await page.getByTestId('register-login').click();
    await modal().getByTestId('account-input').fill(form.account);
    await modal().getByTestId('password-input').fill(form.password);
    await modal().getByTestId('login-submit').click();
    await toast(page, '登录成功').waitFor();
    await page.goto('/vender/layout/user');
    await expect.poll(statusTitle).toContain('待审核');
    expect(await text(page.getByTestId('company-name'))).toBe(form.companyName);
    await screenshot(page, 'vender-user-pending');
  });

  it('refuses a second registration with the same credit code, saying why', async () => {
    await fillRegistration({ ...companyForm(), creditCode: form.creditCode });
    await page.getByTestId('register-submit').click();
    await toast(page, '该统一社会信用代码已注册').waitFor();
    expect(await page.getByTestId('register-success').count()).toBe(0);
  });

  it('staff reject it with a reason; the company reads the reason', async () => {
    await openReview(form.companyName);
    await screenshot(page, 'manage-supplier-review');
    await page.getByTestId('review-reject').click();
    await page.getByTestId('reason-ok').click();
    await page.getByText('请输入驳回原因').waitFor();
    await page.getByTestId('reason-input').fill('营业执照扫描件不清晰，请上传彩色扫描件');
    await page.getByTestId('reason-ok').click();
    await toast(page, '驳回').waitFor();
    await expect.poll(() => page.getByTestId('review-approve').count()).toBe(0);

    await venderUserCentre(form);
    await expect.poll(statusTitle).toContain('已驳回');
    await page.getByText('营业执照扫描件不清晰，请上传彩色扫描件').first().waitFor();
    await screenshot(page, 'vender-user-rejected');
  });

  it('the company replaces its licence and is back in review; staff approve it', async () => {
    await venderUserCentre(form);
    await page.getByRole('tab', { name: '营业执照' }).click();
    await page.getByTestId('licence-edit').click();
    const field = page.getByTestId('licence-upload');
    await field
      .locator('input[type=file]')
      .setInputFiles({ name: '营业执照彩色扫描件.png', mimeType: 'image/png', buffer: PNG() });
    await field.locator('.ant-upload-list-item', { hasText: '营业执照彩色扫描件.png' }).first().waitFor();
    await expect.poll(() => field.locator('.ant-upload-list-item-uploading').count()).toBe(0);
    await field.locator('.ant-upload-list-item', { hasText: '营业执照正本.pdf' }).locator('button').last().click();
    await page.getByTestId('licence-save').click();
    await page
      .locator('.ant-modal-confirm', { hasText: '修改关键信息需重新审核' })
      .getByRole('button', { name: '确定保存' })
      .click();
    await toast(page, '资料已保存，已重新提交审核').waitFor();
    await expect.poll(statusTitle).toContain('待审核');

    await openReview(form.companyName);
    // The history tells the reviewer what changed since the rejection.
    await page.getByTestId('supplier-detail').getByText('营业执照').first().waitFor();
    await page.getByTestId('review-approve').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await toast(page, '审核通过').waitFor();

    await venderUserCentre(form);
    await expect.poll(statusTitle).toContain('审核通过');
  });
});
