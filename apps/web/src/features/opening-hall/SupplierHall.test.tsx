import { createBidSeal } from '@swp/core/bid-seal/index';
import type { HallState } from '@swp/core/opening/responses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenKey } from '../../app/http.ts';
import { desktopScreenForEachTest } from '../../test/desktop-screen.ts';
import { json, SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { type HallProject, SupplierHall } from './SupplierHall.tsx';

const NOW = '2026-11-30T02:05:00.000Z';
const project: HallProject = {
  projectCode: 'SW-2026-0031',
  projectName: '二次供水泵站设备采购',
  closeFileupTime: '2026-11-30T01:00:00.000Z',
  openTime: '2026-11-30T02:00:00.000Z',
  encryptMode: 'bidder',
};

type Bidder = HallState['bidders'][number];
const bidder = (companyName: string, over: Partial<Bidder> = {}): Bidder => ({
  companyName,
  signedIn: true,
  status: 'sealed',
  mine: false,
  sectionName: null,
  signedInAt: '2026-11-30T01:30:00.000Z',
  decryptedAt: null,
  withdrawnReason: null,
  ...over,
});
const OWN_BID = 'a'.repeat(24);
const own = (over: Partial<Bidder> = {}) =>
  bidder('江城水务', { mine: true, bidId: OWN_BID, attemptsLeft: 5, ...over });

const hall = (over: Partial<HallState>): HallState => ({
  phase: 'waiting',
  bidders: [],
  startedAt: null,
  announcedAt: null,
  closedAt: null,
  serverTime: NOW,
  failure: null,
  biddersShown: true,
  objections: [],
  confirmations: [],
  ...over,
});

/** The server as the page meets it: the hall's state (the events answer it once, as JSON), and other calls. */
function serveHall(state: HallState, extra: Record<string, () => Response> = {}) {
  const fetchMock = vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    const path = String(input instanceof Request ? input.url : input).split('?')[0] ?? '';
    if (path in extra) return extra[path]!();
    if (path === '/api/opening/state' || path === '/api/opening/events') return json({ code: 0, msg: '', data: state });
    return json({ code: 0, msg: '', data: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    posted: (path: string) =>
      fetchMock.mock.calls
        .filter(([url]) => String(url) === path)
        .map(([, init]) => JSON.parse(String((init as RequestInit).body))),
  };
}

desktopScreenForEachTest();
afterEach(() => vi.unstubAllGlobals());

const show = (shown: HallProject = project) => renderWithProviders(<SupplierHall projectId={31} project={shown} />);

describe('开标大厅 (supplier)', () => {
  it('before the start: 签到 offered, only its own row, no price anywhere', async () => {
    serveHall(hall({ bidders: [own({ signedIn: false, signedInAt: null })] }));
    show();
    await screen.findByTestId('hall-sign-in-button', {}, WAIT);
    expect(screen.getByTestId('hall-phase').textContent).toBe('等待开标');
    // The stub answers the events path as JSON (no stream): the page says it polls instead.
    await waitFor(() => expect(screen.getByTestId('hall-live').textContent).toBe('实时连接中断，每5秒自动刷新'), WAIT);
    const rows = screen.getAllByTestId('hall-bidder');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByTestId('hall-bidder-status').textContent).toBe('未签到');
    expect(screen.queryByText('投标报价（元）')).toBeNull();
    expect(screen.queryByTestId('hall-objections')).toBeNull();
  });

  it('signed in: waits for the opening, says 已签到', async () => {
    serveHall(hall({ bidders: [own()] }));
    show();
    const signedIn = await screen.findByTestId('hall-signed-in', {}, WAIT);
    expect(signedIn.textContent).toContain('已签到，请等待开标');
    expect(signedIn.textContent).toContain('请在解密时间内用解密口令或解密密钥文件解密本单位的投标文件');
    expect(screen.queryByTestId('hall-sign-in-button')).toBeNull();
  });

  it('signed in to a 平台加密 hall: told the platform decrypts at the start, nothing to do', async () => {
    serveHall(hall({ bidders: [own()] }));
    show({ ...project, encryptMode: 'platform' });
    const signedIn = await screen.findByTestId('hall-signed-in', {}, WAIT);
    expect(signedIn.textContent).toContain('本项目为平台加密，开标开始时由平台解密全部投标文件并唱标，无需操作');
    expect(signedIn.textContent).not.toContain('解密口令');
  });

  it('in the window: its decryption form, the countdown, every bidder’s status and still no price', async () => {
    const state = hall({
      phase: 'decrypting',
      startedAt: '2026-11-30T02:01:00.000Z',
      decryptUntil: '2026-11-30T02:31:00.000Z',
      bidders: [
        own(),
        bidder('华东阀门', { status: 'decrypted', decryptedAt: NOW }),
        bidder('滨江管业', { signedIn: false }),
      ],
    });
    serveHall(state);
    show();
    await screen.findByTestId('hall-decrypt', {}, WAIT);
    expect(screen.getByTestId('hall-countdown').textContent).toMatch(/解密剩余时间 2[56]:\d\d/);
    const statuses = screen.getAllByTestId('hall-bidder-status').map((t) => t.textContent);
    expect(statuses).toEqual(['已签到', '已解密', '未签到']);
    expect(screen.queryByTestId('hall-offer')).toBeNull();
    expect(screen.getByTestId('hall-objections')).toBeTruthy();
  });

  it('a locked bid says so and offers no form', async () => {
    serveHall(
      hall({ phase: 'decrypting', decryptUntil: '2026-11-30T02:31:00.000Z', bidders: [own({ attemptsLeft: 0 })] }),
    );
    show();
    expect((await screen.findByTestId('hall-decrypt-locked', {}, WAIT)).textContent).toContain('解密失败次数已达5次');
    expect(screen.queryByTestId('hall-passphrase')).toBeNull();
    expect(screen.getByTestId('hall-bidder-status').textContent).toBe('解密失败');
  });

  it(
    'unwraps the key in the browser: a wrong passphrase is told in core’s words and sends nothing; the right one posts the key',
    async () => {
      localStorage.setItem(tokenKey('vender'), 'vender-token');
      const seal = await createBidSeal({ passphrase: '正确口令-31', offer: '1234.50', fileName: '投标文件.pdf' });
      const parts: Uint8Array[] = [];
      async function* plain() {
        yield new Uint8Array(4096);
      }
      for await (const part of seal.sealed(plain())) parts.push(part);
      const sealed = new Uint8Array(await new Blob(parts as BlobPart[]).arrayBuffer());
      const server = serveHall(
        hall({ phase: 'decrypting', decryptUntil: '2026-11-30T02:31:00.000Z', bidders: [own()] }),
        {
          '/api/bid/download': () => new Response(sealed, { headers: { 'content-type': 'application/octet-stream' } }),
          '/api/opening/decrypt': () => json({ code: 0, msg: '解密成功', data: { status: 'decrypted' } }),
        },
      );
      show();
      const input = await screen.findByTestId('hall-passphrase', {}, WAIT);
      fireEvent.change(input, { target: { value: '错误口令' } });
      fireEvent.click(screen.getByTestId('hall-decrypt-submit'));
      expect((await screen.findByTestId('hall-decrypt-error', {}, SLOW)).textContent).toContain('解密口令不正确');
      expect(server.posted('/api/opening/decrypt')).toEqual([]);

      fireEvent.change(screen.getByTestId('hall-passphrase'), { target: { value: '正确口令-31' } });
      fireEvent.click(screen.getByTestId('hall-decrypt-submit'));
      await waitFor(() => expect(server.posted('/api/opening/decrypt')).toHaveLength(1), SLOW);
      expect(server.posted('/api/opening/decrypt')[0]).toEqual({ projectId: 31, bidId: OWN_BID, key: seal.key });
      // The passphrase itself went nowhere.
      expect(JSON.stringify(server.posted('/api/opening/decrypt'))).not.toContain('正确口令');
    },
    SLOW.timeout,
  );

  it('唱标: every bidder’s 报价 in figures and 大写, the withdrawn one with its reason, and the confirmation form', async () => {
    const reason = '投标人未在解密时限内解密投标文件，视为撤销投标（《电子招标投标办法》第三十一条）';
    serveHall(
      hall({
        phase: 'announced',
        startedAt: '2026-11-30T02:01:00.000Z',
        decryptUntil: '2026-11-30T02:31:00.000Z',
        announcedAt: '2026-11-30T02:31:00.000Z',
        bidders: [
          own({ status: 'decrypted', offer: '3050000.00' }),
          bidder('华东阀门', { status: 'decrypted', offer: '2980000.50' }),
          bidder('滨江管业', { status: 'withdrawn', withdrawnReason: reason, offer: null }),
        ],
        confirmations: [
          { companyName: '江城水务', verdict: 'unconfirmed', reason: '', at: null, mine: true },
          { companyName: '华东阀门', verdict: 'confirmed', reason: '', at: NOW, mine: false },
          { companyName: '滨江管业', verdict: 'unconfirmed', reason: '', at: null, mine: false },
        ],
      }),
    );
    show();
    await screen.findByTestId('hall-confirm-form', {}, WAIT);
    expect(screen.getAllByTestId('hall-offer').map((o) => o.textContent)).toEqual(['¥3,050,000.00', '¥2,980,000.50']);
    expect(screen.getAllByTestId('hall-offer-capitals').map((o) => o.textContent)).toEqual([
      '人民币叁佰零伍万元整',
      '人民币贰佰玖拾捌万元伍角整',
    ]);
    const withdrawn = screen.getAllByTestId('hall-bidder')[2]!;
    expect(within(withdrawn).getByTestId('hall-bidder-status').textContent).toBe('已撤销');
    expect(withdrawn.textContent).toContain('第三十一条');
    expect(screen.getAllByTestId('hall-confirmation-verdict').map((t) => t.textContent)).toEqual([
      '未确认',
      '已确认',
      '未确认',
    ]);
  });

  it('a company that did not bid is told so', async () => {
    serveHall(hall({}), {
      '/api/opening/state': () => json({ code: 1001, msg: '您未参与该项目投标，不能进入开标大厅', data: null }),
    });
    show();
    expect((await screen.findByTestId('hall-refused', {}, WAIT)).textContent).toContain('您未参与该项目投标');
  });
});
