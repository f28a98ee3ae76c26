import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { bidApi } from '@swp/core/bid/contract';
import { openBidSeal, readBidSealHeader, unwrapBidKey } from '@swp/core/bid-seal/index';
import { enrolApi } from '@swp/core/enrol/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestApi } from '../fixtures/api.ts';
import { baseURL, screenshot, text, toast } from '../fixtures/browser.ts';
import { enrollingProject } from '../fixtures/seed-data.ts';
import { DEMO, putStorage, signIn, venderEntries } from '../fixtures/session.ts';
import { StaffApi } from '../fixtures/staff-api.ts';
import { useBrowser } from '../fixtures/suite.ts';
import { approvedCompany, bidPdf, type Company, enrol, resetClock, sha256 } from '../fixtures/tendering.ts';

/**
 * 投标人加密 in the browser: staff see the project's 加密方式; a company whose enrolment passed types its 报价, picks
 * its file and sets a 解密口令 on 我的项目; Chromium seals file and 报价 (core's bid-seal, streamed from File.stream())
 * and uploads the sealed file without any 报价 field. What the server received is what the page sent (the receipt's
 * SHA-256, the owner's download), the downloaded 解密密钥文件 unwraps it with core, it opens to the file and the 报价,
 * and `npm run -s bid-unwrap` prints the same key from the passphrase. Screenshots at 1366×768 and 390×844.
 */
const ctx = useBrowser();
let page: Page;
beforeEach(() => {
  page = ctx.page;
});

const PHONE = { width: 390, height: 844 };
const POLL = { timeout: 20_000 };
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

const api = new TestApi();
let staff: StaffApi;
let project: { id: number; projectCode: string; name: string };
let company: Company;

const OFFER = '1286400.5';
const PASSPHRASE = '清水河泵站-2026-投标!';
const bidFile = { name: '泵站设备投标文件.pdf', bytes: bidPdf('sealed in the browser') };

beforeAll(async () => {
  staff = new StaffApi((await api.staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
  await resetClock(staff);
  const tag = Date.now().toString(36).toUpperCase();
  project = await enrollingProject(staff, { projectName: `清水河泵站设备采购${tag}`, encryptMode: 'bidder' });
  company = await approvedCompany(api, staff);
  const enrolment = await enrol(api, company, project.id);
  await staff.ok('POST', enrolApi.audit.path, { id: enrolment.id, pass: true });
}, 120_000);

afterAll(async () => {
  if (staff) await resetClock(staff);
});

/** The company's own copy of its bid as the server keeps it (the owner's download: the sealed bytes). */
async function ownDownload(bidId: string): Promise<Buffer> {
  const res = await fetch(`${baseURL()}${bidApi.download.path}?bidId=${bidId}`, { headers: { token: company.token } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('投标人加密: sealed in the browser, uploaded, opened with the key file', () => {
  it('staff: the form takes the 加密方式 of the purchase way from 采购参数; the project shows it', async () => {
    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    await page.goto('/manage/layout/project/new');
    const mode = page.getByTestId('field-encryptMode');
    const checked = () => text(mode.locator('.ant-radio-wrapper-checked'));
    const purchaseWay = async (label: string) => {
      await page.locator('#purchaseWay').click();
      await page.locator('.ant-select-item-option', { hasText: label }).first().click();
    };
    await purchaseWay('公开招标');
    await expect.poll(checked).toBe('投标人加密');
    await purchaseWay('询价');
    await expect.poll(checked).toBe('平台加密');
    // The clerk may still choose the other one.
    await mode.getByText('投标人加密').click();
    await expect.poll(checked).toBe('投标人加密');
    await mode.scrollIntoViewIfNeeded();
    await screenshot(page, 'bidder-seal-project-form');

    await page.goto(`/manage/layout/project/${project.id}`);
    expect(await text(page.getByTestId('project-encrypt-mode'))).toBe('投标人加密');
    await screenshot(page, 'bidder-seal-project-detail');
    await page.goto('/manage/layout/project');
    await page.getByRole('button', { name: /采购参数设置/ }).click();
    const table = page.getByTestId('purchase-settings-table');
    await table.locator('.ant-table-row', { hasText: '公开招标' }).getByText('投标人加密').waitFor();
    await screenshot(page, 'bidder-seal-purchase-settings');
  });

  it('a bidder seals file and 报价 in Chromium and uploads the sealed file; the key file opens it', async () => {
    // Keeps the last multipart body the page sends, to compare it with the receipt and the stored file.
    await page.addInitScript(() => {
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        if (body instanceof FormData) (window as unknown as { sentBody: FormData }).sentBody = body;
        return send.call(this, body);
      };
    });
    await putStorage(page, venderEntries(company.login));
    await page.goto(`/vender/layout/project/${project.id}`);
    await page.getByTestId('bid-upload-form').waitFor();
    expect(await text(page.getByTestId('bid-upload-note'))).toContain('本项目为投标人加密');

    await page.getByTestId('bid-offer').fill(OFFER);
    await page.locator('[data-testid="bid-upload-form"] input[type=file]').setInputFiles({
      name: bidFile.name,
      mimeType: 'application/pdf',
      buffer: bidFile.bytes,
    });
    expect(await text(page.getByTestId('bid-offer-capitals'))).toBe('大写：人民币壹佰贰拾捌万陆仟肆佰元伍角整');
    // Two passphrases that differ are refused before anything is sealed.
    await page.getByTestId('bid-passphrase').fill(PASSPHRASE);
    await page.getByTestId('bid-passphrase-again').fill(`${PASSPHRASE}x`);
    await page.getByTestId('bid-submit').click();
    await page.getByText('两次输入的解密口令不一致').waitFor();
    await page.getByTestId('bid-passphrase-again').fill(PASSPHRASE);
    expect(await text(page.getByTestId('bid-passphrase-strength'))).toContain('口令强度：强');
    await screenshot(page, 'bidder-seal-form');

    await page.getByTestId('bid-submit').click();
    const confirm = page.getByRole('dialog', { name: '确认投标报价和投标文件' });
    expect(await text(confirm.getByTestId('bid-confirm-capitals'))).toBe('人民币壹佰贰拾捌万陆仟肆佰元伍角整');
    expect(await text(confirm.getByTestId('bid-seal-warning'))).toContain('视为撤销投标文件');
    const ok = confirm.getByRole('button', { name: '确认并加密' });
    expect(await ok.isDisabled()).toBe(true);
    await confirm.getByTestId('bid-seal-understood').click();
    await screenshot(page, 'bidder-seal-confirm');
    await ok.click();

    // Sealed: the key file is offered before the upload, which waits for the bidder's tick.
    const sealed = page.getByTestId('bid-sealed');
    await sealed.getByTestId('bid-key-download').waitFor(POLL);
    expect(await sealed.getByTestId('bid-upload-sealed').isDisabled()).toBe(true);
    const download = page.waitForEvent('download');
    await sealed.getByTestId('bid-key-download').click();
    const keyDownload = await download;
    expect(keyDownload.suggestedFilename()).toMatch(/^解密密钥-泵站设备投标文件-[A-Za-z0-9]{8}\.json$/);
    const keyFile = await readFile((await keyDownload.path()) as string, 'utf8');
    await sealed.getByTestId('bid-key-saved').click();
    await screenshot(page, 'bidder-seal-sealed');

    await sealed.getByTestId('bid-upload-sealed').click();
    await toast(page, '密封投标文件上传成功').waitFor(POLL);
    await page.getByTestId('bid-receipt').waitFor(POLL);

    // The multipart body as the page sent it (CDP does not show a Blob-backed body: recorded by the init script).
    const sent = await page.evaluate(async () => {
      const body = (window as unknown as { sentBody: FormData }).sentBody;
      const file = body.get('file') as File;
      return {
        fields: [...body.keys()],
        values: [...body.values()].filter((v) => typeof v === 'string'),
        name: file.name,
        bytes: [...new Uint8Array(await file.arrayBuffer())],
      };
    });
    const sentBytes = Buffer.from(sent.bytes);
    // No 报价 travelled beside the file, nor the file's own name, nor the price inside it.
    expect(sent.fields).toEqual(['projectId', 'file']);
    expect(sent.values).toEqual([String(project.id)]);
    expect(sent.name).toBe('密封投标文件.swpb');
    expect(sentBytes.includes(Buffer.from('1286400'))).toBe(false);
    expect(sentBytes.includes(bidFile.bytes.subarray(0, 32))).toBe(false);
    // The receipt is of the sealed bytes sent, and the server keeps exactly them.
    expect(await text(page.getByTestId('receipt-offer'))).toContain('已由投标人加密密封');
    expect(await text(page.getByTestId('receipt-sha256'))).toBe(sha256(sentBytes));
    const bidId = await text(page.getByTestId('receipt-no'));
    const stored = await ownDownload(bidId);
    expect(stored.equals(sentBytes)).toBe(true);
    expect(await text(page.getByTestId('receipt-size'))).toContain(`${stored.length.toLocaleString('en-US')} 字节`);
    expect(await text(page.getByTestId('receipt-name'))).toBe('密封投标文件.swpb');

    // The key file unwraps the bid with core, and it opens to the file and the 报价 as typed.
    const header = await readBidSealHeader(Readable.from([stored]));
    const key = await unwrapBidKey(header, { keyFile });
    const opened = await openBidSeal(Readable.from([stored]), key);
    expect(opened.manifest).toEqual({ offer: '1286400.50', fileName: bidFile.name });
    const plain: Uint8Array[] = [];
    for await (const part of opened.plaintext) plain.push(part);
    expect(Buffer.concat(plain).equals(bidFile.bytes)).toBe(true);

    // The offline tool prints the same key from the passphrase.
    const dir = await mkdtemp(join(tmpdir(), 'swp-e2e-seal-'));
    try {
      const file = join(dir, 'sealed.swpb');
      await writeFile(file, stored);
      const { stdout } = await run('npm', ['run', '-s', 'bid-unwrap', '--', file, '--passphrase', PASSPHRASE], {
        cwd: root,
      });
      expect(stdout.trimEnd().split('\n').pop()).toBe(key);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'bidder-seal-receipt');
    await page.getByTestId('bid-sealed').scrollIntoViewIfNeeded();
    await screenshot(page, 'bidder-seal-uploaded');
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByTestId('bid-receipt').waitFor();
    await screenshot(page, 'bidder-seal-receipt-phone');
    await page.getByTestId('bid-upload-form').scrollIntoViewIfNeeded();
    await screenshot(page, 'bidder-seal-form-phone');
  }, 180_000);
});
