import type { GradingDetail, GradingListRow } from '@swp/core/grading/responses';

/** A 评分标准 as the server answers it (商务 20 / 技术 50 / 价格 30); override what the test is about. */
export function gradingDetail(over: Partial<GradingDetail> = {}): GradingDetail {
  return {
    id: 1,
    name: '工程施工类综合评分法',
    priceFormula: 'lowest',
    priceFormulaLabel: '低价优先法',
    preliminaryCount: 1,
    scoredCount: 3,
    usedBy: 0,
    copiedFromId: null,
    copiedFromName: null,
    createdByName: '系统管理员',
    updatedAt: '2026-03-01T02:00:00.000Z',
    remark: '',
    items: [
      { id: 11, group: 'qualification', name: '营业执照及资质', maxScore: null, description: '有效' },
      { id: 12, group: 'business', name: '类似业绩', maxScore: '20.00', description: '每项5分' },
      { id: 13, group: 'technical', name: '施工组织设计', maxScore: '50.00', description: '完整可行' },
      { id: 14, group: 'price', name: '投标报价', maxScore: '30.00', description: '低价优先法' },
    ],
    ...over,
  };
}

export const listRow = ({ remark: _r, copiedFromName: _c, items: _i, ...row }: GradingDetail): GradingListRow => row;
