import type { Objection, ResultCandidate, ResultSummary } from '@swp/core/results/responses';

/** What the 结果 tab's tests serve: answers as the server declares them, overridden where a test is about it. */

export const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

export const candidates: ResultCandidate[] = [
  { rank: 1, supplierId: 31, companyName: '江城水务设备有限公司', offer: '1234567.00', total: '93.83' },
  { rank: 2, supplierId: 32, companyName: '华东泵业有限公司', offer: '1250000.50', total: '89.00' },
  { rank: 3, supplierId: 33, companyName: '滨江管业有限公司', offer: '1300000.00', total: '85.10' },
];

const DAY = 86_400_000;

export const summary = (over: Partial<ResultSummary> = {}): ResultSummary => ({
  projectId: 5,
  projectState: 'publicity',
  reportNo: 'PB-2026-0005',
  candidates,
  rankBy: 'score',
  rankBasis: '按综合得分排序',
  publicityDays: 3,
  publicity: {
    gsTime: new Date(Date.now() - DAY).toISOString(),
    gsEndTime: new Date(Date.now() + 2 * DAY).toISOString(),
    phase: 'running',
  },
  openObjections: 0,
  totalObjections: 0,
  winnerBlockedBy: null,
  award: null,
  ...over,
});

let nextId = 1;
export function objection(over: Partial<Objection> = {}): Objection {
  const id = nextId++;
  return {
    id,
    projectId: 5,
    supplierId: 32,
    companyName: '华东泵业有限公司',
    content: `第一中标候选人的业绩证明与实际不符，请核查。（${id}）`,
    attachments: [],
    status: 'open',
    answer: null,
    answeredByName: null,
    answeredAt: null,
    createdAt: '2026-03-13T02:00:00.000Z',
    ...over,
  };
}
