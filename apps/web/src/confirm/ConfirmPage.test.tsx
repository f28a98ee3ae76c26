import { ConfirmPath } from '@swp/core/extraction/confirm-paths';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmPage } from './ConfirmPage.tsx';
import type { ConfirmDetail } from './kinds.ts';

type Reply = { code: number; msg: string; data?: unknown } | 'network';
interface Call {
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

let calls: Call[] = [];
let replies: Record<string, Reply[]> = {};

/** Queue answers per path; the last one repeats. */
function reply(path: string, ...answers: Reply[]) {
  replies[path] = answers;
}

const pending: ConfirmDetail = {
  specialistName: '王工',
  openTime: '2026-03-05T01:30:00Z',
  address: '集团三楼开标室',
  isAffirm: 0,
  affirmTime: null,
  sendurlSendtime: '2026-03-04T06:00:00Z',
  // one minute after the link went out by the server's clock, whatever this machine's clock says
  serverTime: '2026-03-04T06:01:00Z',
};

beforeEach(() => {
  calls = [];
  replies = {};
  // biome-ignore lint/suspicious/noDocumentCookie: the page reads document.cookie; the test must write it
  document.cookie = 'XSRF-TOKEN=xs-1; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> });
      const queue = replies[url] ?? [{ code: 0, msg: '操作成功' }];
      const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: as above, to remove it
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const INFO = ConfirmPath.project.getConfirmInfo;
const CODE = ConfirmPath.project.getCode;
const CONFIRM = ConfirmPath.project.extractConfirm;
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.querySelector('.cf-toast__text')?.textContent);

describe('ConfirmPage, project page (/specialist-confirm)', () => {
  it('greets the expert, names the opening and shows the expiry and both answers while pending', async () => {
    reply(INFO, { code: 0, msg: '', data: { data: pending } });
    render(<ConfirmPage kind="project" linkKey="KEY1" />);
    expect(await screen.findByTestId('greeting')).toHaveProperty('textContent', '尊敬的 王工 专家：您好！');
    expect(screen.getByTestId('invitation').textContent).toBe(
      '我公司将于2026年3月5日 09:30在集团三楼开标室举行开标，诚挚邀请您作为评标专家参加本次评标工作。',
    );
    expect(screen.getByTestId('expiry-notice').textContent).toContain('2026-03-04 14:10:00');
    expect(screen.getByRole('button', { name: '确认参加评标' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '本次无法参加' })).toBeTruthy();
    expect(calls[0]).toMatchObject({ url: INFO, body: { id: 'KEY1' }, headers: { 'X-XSRF-TOKEN': 'xs-1' } });
    expect(calls[0]!.headers.token).toBeUndefined();
  });

  it('validates, sends the code with a countdown, submits and reloads the details', async () => {
    reply(
      INFO,
      { code: 0, msg: '', data: { data: pending } },
      {
        code: 0,
        msg: '',
        data: { data: { ...pending, isAffirm: 1, affirmTime: '2026-03-04T06:03:04Z' } },
      },
    );
    reply(CODE, { code: 0, msg: '操作成功' });
    render(<ConfirmPage kind="project" linkKey="KEY1" />);
    fireEvent.click(await screen.findByRole('button', { name: '确认参加评标' }));
    const drawer = screen.getByRole('dialog', { name: '确认参加' });
    expect(within(drawer).queryByPlaceholderText('请输入无法参加的原因')).toBeNull();

    fireEvent.click(within(drawer).getByRole('button', { name: '提交' }));
    expect(within(drawer).getByRole('alert').textContent).toBe('请输入验证码');
    expect(calls.filter((c) => c.url === CONFIRM)).toHaveLength(0);
    // revalidated on each keystroke once a submit was tried
    fireEvent.change(within(drawer).getByTestId('code-input'), { target: { value: '12' } });
    expect(within(drawer).getByRole('alert').textContent).toBe('验证码为6位数字');

    fireEvent.click(within(drawer).getByTestId('send-code'));
    await waitFor(() => expect(within(drawer).getByTestId('send-code').textContent).toBe('60秒后重发'));
    expect(toasts()).toContain('发送成功');
    expect(calls.find((c) => c.url === CODE)?.body).toEqual({ id: 'KEY1' });
    fireEvent.click(within(drawer).getByTestId('send-code'));
    await waitFor(() => expect(toasts().some((t) => /^请\d+秒后重试$/.test(t ?? ''))).toBe(true));
    expect(calls.filter((c) => c.url === CODE)).toHaveLength(1);

    fireEvent.change(within(drawer).getByTestId('code-input'), { target: { value: '123456' } });
    expect(within(drawer).queryByRole('alert')).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.url === CONFIRM)?.body).toEqual({ strKey: 'KEY1', confirm: 1, code: '123456' });
    expect(toasts()).toContain('操作成功');
    expect((await screen.findByTestId('state-confirmed')).textContent).toContain('已确认参加');
    expect(screen.getByTestId('state-confirmed').textContent).toContain('确认时间：2026-03-04 14:03:04');
    expect(calls.filter((c) => c.url === INFO)).toHaveLength(2);
  });

  it('asks for a reason when declining, and resets both inputs when the mask closes the drawer', async () => {
    reply(INFO, { code: 0, msg: '', data: { data: pending } });
    render(<ConfirmPage kind="project" linkKey="KEY1" />);
    fireEvent.click(await screen.findByRole('button', { name: '本次无法参加' }));
    let drawer = screen.getByRole('dialog', { name: '无法参加' });
    const reason = within(drawer).getByPlaceholderText('请输入无法参加的原因');
    expect(reason.getAttribute('rows')).toBe('3');
    fireEvent.change(within(drawer).getByTestId('code-input'), { target: { value: '123456' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '提交' }));
    expect(within(drawer).getByRole('alert').textContent).toBe('请输入无法参加的原因');
    fireEvent.change(reason, { target: { value: '出差在外' } });

    fireEvent.click(screen.getByTestId('drawer-mask'));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '本次无法参加' }));
    drawer = screen.getByRole('dialog', { name: '无法参加' });
    expect((within(drawer).getByTestId('code-input') as HTMLInputElement).value).toBe('');
    expect((within(drawer).getByTestId('remark-input') as HTMLTextAreaElement).value).toBe('');
    expect(within(drawer).queryByRole('alert')).toBeNull();
  });

  it('keeps Tab inside the drawer and closes it with Escape, giving focus back to the button', async () => {
    reply(INFO, { code: 0, msg: '', data: { data: pending } });
    render(<ConfirmPage kind="project" linkKey="KEY1" />);
    const opener = await screen.findByRole('button', { name: '确认参加评标' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: '确认参加' });
    expect(document.activeElement).toBe(dialog);
    const submit = within(dialog).getByRole('button', { name: '提交' });
    submit.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByTestId('code-input'));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('shows the server msg and keeps the drawer open when the answer is refused', async () => {
    reply(INFO, { code: 0, msg: '', data: { data: pending } });
    reply(CONFIRM, { code: 1003, msg: '验证码错误或已失效' });
    render(<ConfirmPage kind="project" linkKey="KEY1" />);
    fireEvent.click(await screen.findByRole('button', { name: '确认参加评标' }));
    fireEvent.change(screen.getByTestId('code-input'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(toasts()).toContain('验证码错误或已失效'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it.each([
    [1, 'state-confirmed', '已确认参加'],
    [2, 'state-cannot-attend', '不能参加本次评标'],
    [-1, 'state-declined', '不参加本次评标'],
  ] as const)('shows isAffirm %s as %s', async (isAffirm, testId, label) => {
    reply(INFO, { code: 0, msg: '', data: { data: { ...pending, isAffirm, affirmTime: '2026-03-04T06:05:00Z' } } });
    render(<ConfirmPage kind="project" linkKey="KEY1" />);
    expect((await screen.findByTestId(testId)).textContent).toContain(label);
    expect(screen.queryByRole('button', { name: '确认参加评标' })).toBeNull();
    expect(screen.queryByTestId('expiry-notice')).toBeNull();
  });

  it('says 链接无效 with advice that fits when the server finds no invitation for a garbled key', async () => {
    reply(INFO, { code: 1002, msg: '链接无效，请核对短信中的链接是否完整，或联系采购人员重新发送' });
    render(<ConfirmPage kind="project" linkKey="garbage" />);
    const card = await screen.findByTestId('confirm-invalid');
    expect(card.textContent).toContain('链接无效');
    expect(card.textContent).toContain('请核对短信中的链接是否完整，或联系采购人员重新发送');
    expect(card.textContent).not.toContain('稍后');
    expect(screen.queryByTestId('confirm-failed')).toBeNull();
    // The card says it; no toast repeats it.
    expect(toasts().filter((t) => t?.startsWith('链接无效'))).toEqual([]);
  });

  it('says 链接无效 without a request when the link has no key, and for a key of the wrong form', async () => {
    const { unmount } = render(<ConfirmPage kind="project" linkKey="" />);
    expect((await screen.findByTestId('confirm-invalid')).textContent).toContain('链接无效');
    expect(calls).toHaveLength(0);
    unmount();
    reply(INFO, { code: 1000, msg: '链接无效，请核对短信中的链接是否完整，或联系采购人员重新发送' });
    render(<ConfirmPage kind="project" linkKey={'x'.repeat(200)} />);
    expect((await screen.findByTestId('confirm-invalid')).textContent).toContain('联系采购人员重新发送');
  });

  it('says 操作超时 after a network failure, and gives another refusal its own words', async () => {
    reply(INFO, 'network');
    const { unmount } = render(<ConfirmPage kind="project" linkKey="KEY1" />);
    const failed = await screen.findByTestId('confirm-failed');
    expect(failed.textContent).toContain('操作超时');
    expect(failed.textContent).toContain('请检查网络后重新打开短信链接');
    expect(screen.queryByTestId('confirm-invalid')).toBeNull();
    unmount();
    reply(INFO, { code: 429, msg: '操作过于频繁，请1分钟后再试' });
    render(<ConfirmPage kind="project" linkKey="KEY1" />);
    expect((await screen.findByTestId('confirm-failed')).textContent).toContain('操作过于频繁，请1分钟后再试。');
  });
});

describe('ConfirmPage, external page (/specialist-extract-confirm)', () => {
  it('invites without time or place and answers with the key named id', async () => {
    const external = ConfirmPath.external;
    reply(external.getConfirmInfo, {
      code: 0,
      msg: '',
      data: { data: { ...pending, openTime: undefined, address: undefined } },
    });
    render(<ConfirmPage kind="external" linkKey="EXT" />);
    const text = (await screen.findByTestId('invitation')).textContent ?? '';
    expect(text).toBe('我公司诚挚邀请您作为评标专家，参加本次评标工作。');
    fireEvent.click(screen.getByRole('button', { name: '本次无法参加' }));
    fireEvent.change(screen.getByTestId('remark-input'), { target: { value: ' 身体不适 ' } });
    fireEvent.change(screen.getByTestId('code-input'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.url === external.extractConfirm)?.body).toEqual({
      id: 'EXT',
      confirm: -1,
      code: '123456',
      remark: '身体不适',
    });
  });
});

describe('ConfirmPage, the link’s 10 minutes timed by the server’s clock', () => {
  const SENT = '2026-03-04T06:00:00Z';
  const at = (iso: string) => new Date(iso).getTime();

  beforeEach(() => {
    // Only the clock and timeouts: the page's timer and Date are faked, promises run as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Lets the stubbed fetch answer and React render, without moving the clock. */
  const settle = async () => {
    for (let i = 0; i < 5; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
    }
  };
  const advance = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  const answerButtons = () => screen.queryAllByRole('button', { name: /确认参加评标|本次无法参加/ });

  it('turns to 操作超时 when the deadline passes while the page is open, by the server’s clock', async () => {
    // The phone's clock is 7 minutes behind the server: by the phone 8 minutes are left, by the server 1.
    vi.setSystemTime(at('2026-03-04T06:02:00Z'));
    reply(INFO, {
      code: 0,
      msg: '',
      data: { data: { ...pending, sendurlSendtime: SENT, serverTime: '2026-03-04T06:09:00Z' } },
    });
    render(<ConfirmPage kind="project" linkKey="KEY1" />);
    await settle();
    expect(screen.getByTestId('expiry-notice').textContent).toContain('2026-03-04 14:10:00');
    expect(answerButtons()).toHaveLength(2);

    // exactly 10 minutes is still valid, as the server has it
    await advance(60_000);
    expect(answerButtons()).toHaveLength(2);
    expect(screen.queryByTestId('state-expired')).toBeNull();

    await advance(1);
    const expired = screen.getByTestId('state-expired');
    expect(expired.textContent).toContain('操作超时');
    expect(expired.textContent).toContain('本页面已于 2026-03-04 14:10:00 失效');
    expect(answerButtons()).toHaveLength(0);
    expect(screen.queryByTestId('expiry-notice')).toBeNull();
    expect(calls.map((c) => c.url)).toEqual([INFO]);
  });

  it('closes the answer drawer when the time runs out in it', async () => {
    vi.setSystemTime(at('2026-03-04T06:09:30Z'));
    reply(INFO, {
      code: 0,
      msg: '',
      data: { data: { ...pending, sendurlSendtime: SENT, serverTime: '2026-03-04T06:09:30Z' } },
    });
    render(<ConfirmPage kind="project" linkKey="KEY1" />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '确认参加评标' }));
    expect(screen.getByRole('dialog', { name: '确认参加' })).toBeTruthy();
    await advance(30_001);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('state-expired').textContent).toContain('操作超时');
    expect(calls.filter((c) => c.url === CODE)).toHaveLength(0);
  });

  it('says 操作超时 at once for details received past the deadline, though the phone’s clock is early', async () => {
    vi.setSystemTime(at('2026-03-04T06:01:00Z'));
    reply(INFO, {
      code: 0,
      msg: '',
      data: { data: { ...pending, sendurlSendtime: SENT, serverTime: '2026-03-04T06:10:01Z' } },
    });
    render(<ConfirmPage kind="project" linkKey="KEY1" />);
    await settle();
    expect(screen.getByTestId('state-expired').textContent).toContain('操作超时');
    expect(answerButtons()).toHaveLength(0);
  });

  it('keeps a link open that the phone’s clock, set ahead, would call expired', async () => {
    vi.setSystemTime(at('2026-03-04T07:00:00Z'));
    reply(INFO, {
      code: 0,
      msg: '',
      data: { data: { ...pending, sendurlSendtime: SENT, serverTime: '2026-03-04T06:03:00Z' } },
    });
    render(<ConfirmPage kind="project" linkKey="KEY1" />);
    await settle();
    expect(answerButtons()).toHaveLength(2);
    await advance(7 * 60_000);
    expect(answerButtons()).toHaveLength(2);
    await advance(1);
    expect(screen.getByTestId('state-expired')).toBeTruthy();
  });

  it('falls back to the phone’s clock when the server sends no time', async () => {
    vi.setSystemTime(at('2026-03-04T06:09:59Z'));
    reply(INFO, { code: 0, msg: '', data: { data: { ...pending, sendurlSendtime: SENT, serverTime: undefined } } });
    render(<ConfirmPage kind="project" linkKey="KEY1" />);
    await settle();
    expect(answerButtons()).toHaveLength(2);
    await advance(1_001);
    expect(screen.getByTestId('state-expired')).toBeTruthy();
  });

  it('never calls an answered invitation expired', async () => {
    vi.setSystemTime(at('2026-03-04T08:00:00Z'));
    reply(INFO, {
      code: 0,
      msg: '',
      data: {
        data: { ...pending, isAffirm: 1, affirmTime: '2026-03-04T06:05:00Z', serverTime: '2026-03-04T08:00:00Z' },
      },
    });
    render(<ConfirmPage kind="project" linkKey="KEY1" />);
    await settle();
    expect(screen.getByTestId('state-confirmed').textContent).toContain('已确认参加');
    await advance(60 * 60_000);
    expect(screen.queryByTestId('state-expired')).toBeNull();
  });
});
