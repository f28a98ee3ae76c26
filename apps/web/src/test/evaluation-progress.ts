import type { CommitteeMember, EvalProgress, EvalReport } from '@swp/core/evaluation/responses';
import type { ProjectDetail } from '@swp/core/project/api';

/** What the 评标 tab's tests serve: answers as the server declares them, overridden where a test is about it. */

export const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

export const project = (over: Partial<ProjectDetail> = {}) =>
  ({
    id: 5,
    projectCode: 'SW-2026-0005',
    purchaseWay: 3,
    status: 'evaluating',
    paused: false,
    actions: [],
    ...over,
  }) as ProjectDetail;

let nextId = 1;
export function member(over: Partial<CommitteeMember> = {}): CommitteeMember {
  const id = nextId++;
  return {
    specialistId: 100 + id,
    name: `专家${id}`,
    isChair: false,
    votes: 0,
    preliminary: 'none',
    detailed: 'none',
    signedAt: null,
    ...over,
  };
}

export const progress = (over: Partial<EvalProgress> = {}): EvalProgress => ({
  phase: 'preliminary',
  standardName: '工程施工类综合评分法',
  chair: null,
  committee: [],
  negotiation: null,
  reportNo: null,
  submittedAt: null,
  ...over,
});

export const report = (over: Partial<EvalReport> = {}): EvalReport => ({
  reportNo: 'PB-2026-0005',
  projectId: 5,
  projectCode: 'SW-2026-0005',
  projectName: '江城水厂二期设备采购',
  purchaseWay: 3,
  standardName: '工程施工类综合评分法',
  priceFormula: 'lowest',
  rankBy: 'score',
  negotiation: null,
  submittedAt: '2026-03-12T06:30:00.000Z',
  chairName: '王建国',
  items: [
    { id: 1, group: 'qualification', name: '营业执照及资质', maxScore: null, description: '' },
    { id: 2, group: 'business', name: '企业业绩', maxScore: '20.00', description: '近三年同类业绩' },
    { id: 3, group: 'technical', name: '施工方案', maxScore: '50.00', description: '方案完整可行' },
    { id: 4, group: 'price', name: '价格', maxScore: '30.00', description: '低价优先法' },
  ],
  rows: [
    {
      rank: 1,
      bidId: '000000000000000000000011',
      companyName: '江城水务设备有限公司',
      offer: '980000.00',
      itemMeans: { '2': '18.50', '3': '45.33' },
      business: '18.50',
      technical: '45.33',
      price: '30.00',
      total: '93.83',
      recommended: true,
    },
    {
      rank: 2,
      bidId: '000000000000000000000012',
      companyName: '华东泵业有限公司',
      offer: '1050000.00',
      itemMeans: {},
      business: '17.00',
      technical: '44.00',
      price: '28.00',
      total: '89.00',
      recommended: true,
    },
  ],
  failed: [
    { bidId: '000000000000000000000013', companyName: '滨江管业有限公司', reasons: ['未提供有效的安全生产许可证'] },
  ],
  experts: [
    { specialistId: 101, name: '王建国', signedAt: '2026-03-12T06:40:00.000Z', dissent: '' },
    { specialistId: 102, name: '李敏', signedAt: null, dissent: '技术分偏高' },
  ],
  preliminary: [],
  scores: [],
  ...over,
});
