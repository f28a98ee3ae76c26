import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { MyNegotiation, NegotiationRound } from './api.ts';
import { NegotiationCard } from './NegotiationCard.tsx';
import { VenderNegotiationCard } from './VenderNegotiationCard.tsx';

const SLOW = { timeout: 30_000 };
const WAIT = { timeout: 10_000 };
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const posted = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
/** The reads are GETs: the addresses asked, query included. */
const asked = (path: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.split('?')[0] === path);

function serve(answers: { rounds?: NegotiationRound[]; mine?: MyNegotiation; open?: unknown; offer?: unknown }) {
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/negotiation/list?projectId=5')
      return json({ code: 0, msg: '', data: { rounds: answers.rounds ?? [] } });
    if (url === '/api/negotiation/mine?projectId=5') return json({ code: 0, msg: '', data: answers.mine });
    if (url === '/api/negotiation/open') return json(answers.open ?? { code: 0, msg: '已发起第2轮谈判' });
    if (url === '/api/negotiation/offer') return json(answers.offer ?? { code: 0, msg: '最后报价已提交' });
    return json({ code: 1, msg: `unexpected ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
}

// Only the date is fixed (antd's own timers keep running): noon in Beijing on 12 March 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-12T04:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const closedRound: NegotiationRound = {
  round: 1,
  note: '请就水泵效率指标重新报价',
  deadline: '2026-03-12T02:00:00.000Z',
  closed: true,
  offers: [
    {
      bidId: '0a1b2c3d4e5f60718293a4b5',
      companyName: '江城水务设备有限公司',
      offer: '950000.00',
      submittedAt: '2026-03-12T01:30:00.000Z',
    },
  ],
};
const openRound: NegotiationRound = {
  round: 2,
  note: '请就售后服务承诺重新报价',
  deadline: '2026-03-12T08:00:00.000Z',
  closed: false,
  offers: null,
};

describe('竞争性谈判 — staff', () => {
  it(
    'lists the rounds: a closed one with its quotes, an open one sealed; no new round while one runs',
    SLOW,
    async () => {
      serve({ rounds: [closedRound, openRound] });
      renderWithProviders(<NegotiationCard projectId={5} canOpenRound />);
      const first = (await screen.findByText('第1轮', {}, WAIT)).closest('tr') as HTMLElement;
      expect(first.textContent).toContain('已截止');
      expect(within(first).getByTestId('round-offers').textContent).toContain('江城水务设备有限公司：¥950,000.00');
      const second = screen.getByText('第2轮').closest('tr') as HTMLElement;
      expect(second.textContent).toContain('报价中');
      expect(second.textContent).toContain('截止后公开');
      expect(second.textContent).toContain('2026-03-12 16:00');
      expect((screen.getByTestId('round-new') as HTMLButtonElement).disabled).toBe(true);
      expect(asked('/api/negotiation/list')).toEqual(['/api/negotiation/list?projectId=5']);
    },
  );

  it('offers no new round when the committee is not scoring', SLOW, async () => {
    serve({ rounds: [] });
    renderWithProviders(<NegotiationCard projectId={5} canOpenRound={false} />);
    expect(await screen.findByText('尚未发起谈判', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('round-new')).toBeNull();
  });

  it('the round modal refuses an empty content and a past deadline, then sends the Beijing time', SLOW, async () => {
    serve({ rounds: [closedRound] });
    renderWithProviders(<NegotiationCard projectId={5} canOpenRound />);
    fireEvent.click(await screen.findByTestId('round-new', {}, WAIT));
    expect(await screen.findByText('发起第2轮谈判', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByTestId('round-ok'));
    expect(await screen.findByText('请填写本轮谈判内容', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('请选择最后报价截止时间', {}, WAIT)).toBeTruthy();
    fireEvent.change(screen.getByTestId('round-note'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('round-ok'));
    expect(await screen.findByText('请填写本轮谈判内容', {}, WAIT)).toBeTruthy();
    expect(posted('/api/negotiation/open')).toEqual([]);

    fireEvent.change(screen.getByTestId('round-note'), { target: { value: '请就交货期重新报价' } });
    const picker = screen.getByTestId('round-deadline');
    const input = (picker.tagName === 'INPUT' ? picker : picker.querySelector('input')) as HTMLInputElement;
    const typeTime = (text: string) => {
      fireEvent.mouseDown(input);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: text } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
      fireEvent.blur(input);
    };
    typeTime('2026-03-12 11:00');
    fireEvent.click(screen.getByTestId('round-ok'));
    expect(await screen.findByText('最后报价截止时间须晚于当前时间', {}, WAIT)).toBeTruthy();
    expect(posted('/api/negotiation/open')).toEqual([]);

    typeTime('2026-03-13 09:30');
    fireEvent.click(screen.getByTestId('round-ok'));
    await waitFor(
      () =>
        expect(posted('/api/negotiation/open')).toEqual([
          { projectId: 5, note: '请就交货期重新报价', deadline: '2026-03-13T09:30:00+08:00' },
        ]),
      WAIT,
    );
  });
});

describe('竞争性谈判 — the bidder', () => {
  it('is hidden while no round exists', SLOW, async () => {
    serve({ mine: { openRound: null, myOffers: [] } });
    renderWithProviders(<VenderNegotiationCard projectId={5} enabled />);
    await waitFor(() => expect(asked('/api/negotiation/mine')).toEqual(['/api/negotiation/mine?projectId=5']), WAIT);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('vender-negotiation')).toBeNull();
  });

  it('asks nothing until the project was opened and the company bid', SLOW, async () => {
    serve({ mine: { openRound: null, myOffers: [] } });
    renderWithProviders(<VenderNegotiationCard projectId={5} enabled={false} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the open round and its own quotes, and submits the last quote after a confirmation', SLOW, async () => {
    serve({
      mine: {
        openRound: { round: 2, note: '请就售后服务承诺重新报价', deadline: '2026-03-12T08:00:00.000Z' },
        myOffers: [{ round: 1, offer: '960000.00', submittedAt: '2026-03-12T01:30:00.000Z' }],
      },
    });
    renderWithProviders(<VenderNegotiationCard projectId={5} enabled />);
    const round = await screen.findByTestId('negotiation-open-round', {}, WAIT);
    expect(round.textContent).toContain('第2轮谈判');
    expect(round.textContent).toContain('请就售后服务承诺重新报价');
    expect(round.textContent).toContain('报价截止：2026-03-12 16:00');
    expect(screen.getByTestId('negotiation-my-offers').textContent).toContain('第1轮：¥960,000.00');

    fireEvent.click(screen.getByTestId('negotiation-submit'));
    const popconfirm = await waitFor(() => {
      const el = document.querySelector('.ant-popconfirm');
      expect(el).not.toBeNull();
      return el as HTMLElement;
    }, WAIT);
    fireEvent.click(within(popconfirm).getAllByRole('button').at(-1) as HTMLElement);
    expect(await screen.findByText('请输入最后报价', {}, WAIT)).toBeTruthy();
    expect(posted('/api/negotiation/offer')).toEqual([]);

    fireEvent.change(screen.getByTestId('negotiation-offer'), { target: { value: '950000' } });
    fireEvent.click(screen.getByTestId('negotiation-submit'));
    await waitFor(() => expect(document.querySelectorAll('.ant-popconfirm').length).toBeGreaterThan(0), WAIT);
    const last = [...document.querySelectorAll('.ant-popconfirm')].at(-1) as HTMLElement;
    fireEvent.click(within(last).getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() => expect(posted('/api/negotiation/offer')).toEqual([{ projectId: 5, offer: '950000.00' }]), WAIT);
  });
});
