import { creditCodeCheckChar } from '@swp/core/supplier/index';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { RegisterPage } from './RegisterPage.tsx';

const first17 = '91330100MA2B3C4D5';
const goodCode = first17 + creditCodeCheckChar(first17);
const wrongCheck = first17 + (creditCodeCheckChar(first17) === '1' ? '2' : '1');
const LICENCE = {
  id: '7f1d5a0e-3c2b-4a7e-9d1f-2b6c8e4a9f10',
  name: '营业执照.pdf',
  size: 2048,
  mimeType: 'application/pdf',
};

const json = (data: unknown, code = 0, msg = '') =>
  new Response(JSON.stringify({ code, msg, data }), { headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const calls = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(path)) as unknown as Array<[string, RequestInit]>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    if (url.includes('/api/suppler/uploadFile')) return json(LICENCE);
    if (url.includes('/api/suppler/register')) return json({ id: 41, status: 'pending' });
    return json(null);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

/** The antd message toasts on screen (the provider routes the HTTP client's and the form's messages there). */
const toastTexts = () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent ?? '');
/** The errors antd shows under the form's fields. */
const fieldErrors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((n) => n.textContent);

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const chooseFiles = (files: File[]) => {
  const picker = screen.getByTestId('reg-licences').querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(picker, { target: { files } });
};

/** Everything a registration needs except the licence. */
function fillValidFields() {
  type('reg-account', 'qingyuan');
  type('mobile-input', '13800138000');
  type('reg-password', 'Water2026');
  type('reg-confirm', 'Water2026');
  type('reg-company', '江城清源水处理设备有限公司');
  type('reg-credit-code', goodCode.toLowerCase());
  type('reg-legal-person', '王建国');
  type('reg-contact', '李晓');
  type('sms-code-input', '123456');
}

describe('供应商注册', () => {
  it(
    'checks the credit code as it is typed: capitals shown, a wrong check character refused at once',
    SLOW,
    async () => {
      renderWithProviders(<RegisterPage />);
      const code = await screen.findByTestId('reg-credit-code', {}, WAIT);

      type('reg-credit-code', '91330100ma2b');
      expect(input('reg-credit-code').value).toBe('91330100MA2B');
      // still typing: no complaint yet
      await new Promise((r) => setTimeout(r, 200));
      expect(screen.queryByText(/统一社会信用代码须为18位/)).toBeNull();
      fireEvent.blur(code);
      expect(await screen.findByText(/统一社会信用代码须为18位/, {}, WAIT)).toBeTruthy();

      type('reg-credit-code', wrongCheck);
      expect(await screen.findByText('统一社会信用代码校验位不正确，请核对', {}, WAIT)).toBeTruthy();

      type('reg-credit-code', goodCode);
      await waitFor(() => expect(screen.queryByText('统一社会信用代码校验位不正确，请核对')).toBeNull(), WAIT);
    },
  );

  it('asks for a password with letters and digits, typed twice the same, and a licence', SLOW, async () => {
    renderWithProviders(<RegisterPage />);
    await screen.findByTestId('reg-password', {}, WAIT);
    fillValidFields();

    type('reg-password', 'short1');
    expect(await screen.findByText('密码至少8位，须同时包含字母和数字', {}, WAIT)).toBeTruthy();
    type('reg-password', 'onlyletters');
    expect(await screen.findByText('密码须同时包含字母和数字', {}, WAIT)).toBeTruthy();
    type('reg-password', 'Water2026');
    type('reg-confirm', 'Water2025');
    expect(await screen.findByText('两次输入的密码不一致', {}, WAIT)).toBeTruthy();
    type('reg-confirm', 'Water2026');

    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('请上传营业执照', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('两次输入的密码不一致')).toBeNull();
    expect(calls('/api/suppler/register')).toHaveLength(0);
  });

  it('refuses a licence of another type or over 10 MB before sending it', SLOW, async () => {
    renderWithProviders(<RegisterPage />);
    await screen.findByTestId('reg-licences', {}, WAIT);

    chooseFiles([new File(['x'], '营业执照.docx', { type: 'application/vnd.openxmlformats-officedocument' })]);
    await waitFor(() => expect(toastTexts().join()).toMatch(/“营业执照\.docx”格式不支持/), WAIT);

    const big = new File(['x'], '扫描件.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    chooseFiles([big]);
    await waitFor(() => expect(toastTexts().join()).toMatch(/“扫描件\.pdf”超过 10 MB/), WAIT);
    expect(calls('/api/suppler/uploadFile')).toHaveLength(0);
  });

  it('sends the registration as docs/integration.md names it and shows 注册成功，请等待审核', SLOW, async () => {
    renderWithProviders(<RegisterPage />);
    await screen.findByTestId('reg-licences', {}, WAIT);
    fillValidFields();
    chooseFiles([new File(['%PDF-1.4'], '营业执照.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText(/营业执照\.pdf（/, {}, WAIT)).toBeTruthy();

    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('注册成功，请等待审核', {}, WAIT)).toBeTruthy();
    const [, init] = calls('/api/suppler/register')[0]!;
    expect(JSON.parse(String(init.body))).toEqual({
      account: 'qingyuan',
      password: 'Water2026',
      companyName: '江城清源水处理设备有限公司',
      creditCode: goodCode,
      legalPerson: '王建国',
      contactName: '李晓',
      mobile: '13800138000',
      smsCode: '123456',
      licenceFileIds: [LICENCE.id],
    });
    expect(screen.getByTestId('register-login')).toBeTruthy();
  });

  it('sends the SMS code through the supplier endpoint for registration, then counts down', SLOW, async () => {
    renderWithProviders(<RegisterPage />);
    await screen.findByTestId('send-code', {}, WAIT);
    type('mobile-input', '13800138000');
    type('captcha-input', 'ab12');
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('send-code').textContent).toMatch(/^(60|59)秒后重发$/), WAIT);
    const [, init] = calls('/api/suppler/sendVerCode')[0]!;
    expect(JSON.parse(String(init.body))).toEqual({
      mobile: '13800138000',
      uuId: expect.any(String),
      verCode: 'ab12',
      purpose: 'register',
    });
  });

  it('keeps what was typed when the server refuses, and marks the field it names', SLOW, async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url.includes('/api/suppler/uploadFile')) return json(LICENCE);
      return json(null, 1001, '该统一社会信用代码已注册');
    });
    renderWithProviders(<RegisterPage />);
    await screen.findByTestId('reg-licences', {}, WAIT);
    fillValidFields();
    chooseFiles([new File(['%PDF-1.4'], '营业执照.pdf', { type: 'application/pdf' })]);
    await screen.findByText(/营业执照\.pdf（/, {}, WAIT);

    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(toastTexts()).toContain('该统一社会信用代码已注册'), WAIT);
    await waitFor(() => expect(fieldErrors()).toEqual(['该统一社会信用代码已注册']), WAIT);
    expect(input('reg-account').value).toBe('qingyuan');
    expect(input('reg-credit-code').value).toBe(goodCode);
    expect(screen.queryByText('注册成功，请等待审核')).toBeNull();
  });
});
