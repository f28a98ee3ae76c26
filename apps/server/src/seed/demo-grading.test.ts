import { createGradingStandardInput, type GradingDetail, gradingApi } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

// The shared test database holds the demo data of a first start: the three 评分标准 among it.
const { api } = useTestApp();

describe('demo 评分标准', () => {
  it('are three valid standards of a water utility, each of which the editor would accept as it is', async () => {
    const token = await api.staffToken();
    const list = await api.get<{ list: { id: number; name: string }[] }>(gradingApi.list.path, {
      token,
      query: { pageSize: 100 },
    });
    const names = ['工程施工类综合评分法', '货物采购类综合评分法', '服务类综合评分法（固定价格）'];
    const demo = list.body.data!.list.filter((r) => names.includes(r.name));
    expect(demo.map((r) => r.name).sort()).toEqual([...names].sort());
    for (const row of demo) {
      const detail = (await api.get<GradingDetail>(gradingApi.detail.path, { token, query: { id: row.id } })).body
        .data!;
      const again = createGradingStandardInput.safeParse({
        ...detail,
        items: detail.items.map(({ id: _id, ...item }) => item),
      });
      expect(again.success, `${row.name}: ${again.error?.issues[0]?.message}`).toBe(true);
      expect(detail.priceFormula).toBe(row.name.includes('固定价格') ? 'fixed' : 'lowest');
    }
  });
});
