import type { EvalReport } from '@swp/core';

/**
 * A hand-made 评标报告 for the document tests (imported by tests only): three experts, three bidders that passed
 * and one failed by the majority, one of whose names uses rare characters. Figures are the kind core computes:
 * decimal strings with two decimals, a recommended top three.
 */
const experts = ['张建国', '李秀英', '王磊'] as const;
const passed = ['杭州鑫堃珺喆水务设备有限公司', '浙江清源环境工程有限公司', '宁波甬江管业股份有限公司'] as const;
const failedName = '温州瓯海泵阀制造有限公司';

/** A bid's public id for the fixture's bidder `n` (24 hex digits, as core's BID_PUBLIC_ID_PATTERN wants). */
export const fixtureBidId = (n: number) => String(n).padStart(24, '0');

const items: EvalReport['items'] = [
  { id: 11, group: 'qualification', name: '营业执照及资质', maxScore: null, description: '有效的营业执照和资质证书' },
  { id: 12, group: 'compliance', name: '投标报价', maxScore: null, description: '报价不超过最高限价' },
  { id: 21, group: 'business', name: '企业业绩', maxScore: '10.00', description: '近三年同类业绩' },
  { id: 22, group: 'business', name: '售后服务', maxScore: '10.00', description: '响应时间与保修期' },
  { id: 31, group: 'technical', name: '施工组织设计', maxScore: '30.00', description: '方案完整可行' },
  { id: 32, group: 'technical', name: '质量保证措施', maxScore: '20.00', description: '措施具体' },
  { id: 41, group: 'price', name: '投标报价', maxScore: '30.00', description: '低价优先法' },
];

export function reportFixture(overrides: Partial<EvalReport> = {}): EvalReport {
  return {
    reportNo: 'PB-2026-0007',
    projectId: 42,
    projectCode: 'SW-2026-0042',
    projectName: '城东片区供水管网改造工程（第二期）',
    purchaseWay: 3,
    standardName: '供水管网工程综合评分标准',
    priceFormula: 'lowest',
    rankBy: 'score',
    negotiation: null,
    submittedAt: '2026-03-10T07:30:00.000Z',
    chairName: '李秀英',
    items,
    rows: [
      row(1, 101, passed[0], '1180000.00', ['8.67', '9.33', '27.00', '17.67'], '18.00', '44.67', '30.00', '92.67'),
      row(2, 102, passed[1], '1250000.00', ['9.00', '8.33', '25.33', '16.33'], '17.33', '41.66', '28.32', '87.31'),
      row(3, 103, passed[2], '1320000.50', ['7.33', '7.67', '23.67', '15.00'], '15.00', '38.67', '26.82', '80.49'),
    ],
    failed: [
      {
        bidId: fixtureBidId(104),
        companyName: failedName,
        reasons: ['张建国：投标报价 — 报价超过最高限价', '王磊：投标报价 — 报价超过最高限价'],
      },
    ],
    experts: [
      { specialistId: 1, name: experts[0], signedAt: '2026-03-10T07:40:00.000Z', dissent: '' },
      { specialistId: 2, name: experts[1], signedAt: '2026-03-10T07:41:00.000Z', dissent: '' },
      {
        specialistId: 3,
        name: experts[2],
        signedAt: null,
        dissent: '对第二名的售后服务得分有保留意见，其承诺的响应时间缺少佐证。',
      },
    ],
    preliminary: experts.flatMap((specialistName) =>
      [...passed, failedName].flatMap((companyName) =>
        items
          .filter((item) => item.maxScore === null)
          .map((item) => {
            const fails = companyName === failedName && item.id === 12 && specialistName !== '李秀英';
            return {
              specialistName,
              companyName,
              itemName: item.name,
              pass: !fails,
              reason: fails ? '报价超过最高限价' : '',
            };
          }),
      ),
    ),
    scores: [
      { specialistName: '张建国', companyName: passed[0], itemName: '企业业绩', score: '9.00', comment: '' },
      { specialistName: '李秀英', companyName: passed[0], itemName: '企业业绩', score: '8.50', comment: '' },
      { specialistName: '王磊', companyName: passed[2], itemName: '售后服务', score: '5.50', comment: '响应时间偏长' },
      {
        specialistName: '王磊',
        companyName: passed[2],
        itemName: '施工组织设计',
        score: '17.25',
        comment: '工期安排不合理',
      },
    ],
    ...overrides,
  };
}

function row(
  rank: number,
  bidId: number,
  companyName: string,
  offer: string,
  means: [string, string, string, string],
  business: string,
  technical: string,
  price: string,
  total: string,
): EvalReport['rows'][number] {
  const itemMeans = { '21': means[0], '22': means[1], '31': means[2], '32': means[3] };
  return {
    rank,
    bidId: fixtureBidId(bidId),
    companyName,
    offer,
    itemMeans,
    business,
    technical,
    price,
    total,
    recommended: rank <= 3,
  };
}
