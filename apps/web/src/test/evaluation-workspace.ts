import type { ChairSheets, EvalWorkspace, GradingItemView } from '@swp/core/evaluation/responses';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';

/** Test fixtures of 在线评标: a workspace as the server sends it, and a fetch stub answering by path. */

export const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The two bidders' bid ids: public ids, 24 hex digits, as every answer names a bid. */
export const BID_A = '0a1b2c3d4e5f60718293a4b5';
export const BID_B = 'f0e1d2c3b4a5968778695a4b';

export const ITEMS: GradingItemView[] = [
  { id: 11, group: 'qualification', name: '营业执照', maxScore: null, description: '具有有效的营业执照' },
  { id: 12, group: 'compliance', name: '投标有效期', maxScore: null, description: '投标有效期不少于90天' },
  { id: 21, group: 'business', name: '业绩', maxScore: '10.00', description: '每个类似业绩得2分，最多10分' },
  {
    id: 22,
    group: 'technical',
    name: '技术方案',
    maxScore: '30.00',
    description: '方案完整可行得满分，有缺陷酌情扣分',
  },
  { id: 23, group: 'price', name: '投标报价得分', maxScore: '60.00', description: '低价优先法' },
];

export function workspace(over: Partial<EvalWorkspace> = {}): EvalWorkspace {
  return {
    project: {
      id: 5,
      projectCode: 'SW-2026-0007',
      projectName: '二次供水泵站设备采购',
      purchaseWay: 1,
      openTime: '2026-03-12T02:00:00.000Z',
      openedAt: '2026-03-12T02:05:00.000Z',
      openAddress: '集团本部三楼开标室',
      projectState: 'evaluating',
    },
    phase: 'preliminary',
    standard: { id: 3, name: '设备采购综合评分', priceFormula: 'lowest', items: ITEMS },
    bidders: [
      {
        bidId: BID_A,
        companyName: '江城水务设备有限公司',
        offer: '980000.00',
        finalOffer: '980000.00',
        fileName: '投标文件.pdf',
        size: 2048,
        sha256: 'a'.repeat(64),
        previewable: true,
        check: 'ok',
      },
      {
        bidId: BID_B,
        companyName: '华东阀门有限公司',
        offer: '1000000.00',
        finalOffer: '1000000.00',
        fileName: '投标文件.zip',
        size: 4096,
        sha256: 'b'.repeat(64),
        previewable: false,
        check: 'ok',
      },
    ],
    committee: [
      { specialistId: 7, name: '王工', isChair: true, votes: 2, preliminary: 'none', detailed: 'none', signedAt: null },
      {
        specialistId: 8,
        name: '李工',
        isChair: false,
        votes: 0,
        preliminary: 'none',
        detailed: 'none',
        signedAt: null,
      },
    ],
    me: { specialistId: 7, isChair: true, votedFor: 7 },
    chair: { specialistId: 7, name: '王工', chosenBy: 'election' },
    sheets: { preliminary: null, detailed: null },
    preliminary: null,
    priceScores: null,
    negotiation: null,
    report: null,
    ...over,
  };
}

/** The workspace after 初步评审 closed: both bidders passed, 价格分 computed. */
export const detailedWorkspace = (over: Partial<EvalWorkspace> = {}) =>
  workspace({
    phase: 'detailed',
    preliminary: [
      { bidId: BID_A, companyName: '江城水务设备有限公司', passed: true, reasons: [] },
      { bidId: BID_B, companyName: '华东阀门有限公司', passed: true, reasons: [] },
    ],
    priceScores: [
      { bidId: BID_A, score: '60.00' },
      { bidId: BID_B, score: '58.80' },
    ],
    ...over,
  });

export const chairSheets = (over: Partial<ChairSheets> = {}): ChairSheets => ({
  sheets: [
    { specialistId: 7, name: '王工', preliminary: null, detailed: null },
    { specialistId: 8, name: '李工', preliminary: null, detailed: null },
  ],
  missing: [],
  ...over,
});

export type Answers = Record<string, unknown>;

/** Stubs fetch: each path answers its envelope (default: success with no data); returns the calls' bodies. */
export function serve(answers: Answers) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const path = url.split('?')[0] ?? url;
    return json(path in answers ? answers[path] : { code: 0, msg: '', data: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    posted: (path: string) =>
      fetchMock.mock.calls
        .filter(([url]) => url === path)
        .map(([, init]) => JSON.parse(String((init as RequestInit).body))),
  };
}

/** The table row of an item in the bidder tab on show (the other tabs keep their rows once visited). */
export function rowInActiveTab(itemName: string): HTMLElement {
  const panel = screen.getAllByRole('tabpanel').find((p) => p.getAttribute('aria-hidden') !== 'true');
  return within(panel as HTMLElement)
    .getByText(itemName)
    .closest('tr') as HTMLElement;
}
