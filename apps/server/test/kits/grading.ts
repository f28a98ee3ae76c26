/**
 * Helpers for tests that need a 评分标准 (test-only): a valid standard as the API takes it, and one written straight
 * into the tables for the project, 报名 and 开标 tests, which only need a project that has one.
 */
import { randomBytes } from 'node:crypto';
import type { CreateGradingStandardInput } from '@swp/core';
import type { DbOrTx } from '../../src/db/client.ts';
import { gradingItems, gradingStandards } from '../../src/db/schema/index.ts';

/** 工程施工类综合评分法: 商务 20 + 技术 50 + 价格 30 (低价优先法), two 初步评审 items. */
export function standardInput(
  name = `工程施工类综合评分法${randomBytes(3).toString('hex')}`,
): CreateGradingStandardInput {
  return {
    name,
    priceFormula: 'lowest',
    remark: '',
    items: [
      { group: 'qualification', name: '营业执照及资质', description: '具有有效的营业执照及相应资质证书' },
      { group: 'compliance', name: '投标函签章', description: '投标函按要求签字盖章' },
      { group: 'business', name: '类似业绩', maxScore: '20', description: '近三年每项类似业绩得5分，最多20分' },
      {
        group: 'technical',
        name: '施工组织设计',
        maxScore: '50',
        description: '方案完整、措施可行得50分，每缺一项扣5分',
      },
      { group: 'price', name: '投标报价', maxScore: '30', description: '低价优先法：评标基准价÷投标报价×30' },
    ],
  };
}

/** A standard written into the tables (no API, no audit line): its id. */
export async function insertGradingStandard(db: DbOrTx, name?: string): Promise<number> {
  const input = standardInput(name);
  const [row] = await db
    .insert(gradingStandards)
    .values({ name: input.name, priceFormula: 'lowest' })
    .returning({ id: gradingStandards.id });
  await db.insert(gradingItems).values(
    input.items.map((item, sort) => ({
      standardId: row!.id,
      group: item.group,
      name: item.name,
      maxScore: item.maxScore === undefined ? null : String(item.maxScore),
      description: item.description ?? '',
      sort,
    })),
  );
  return row!.id;
}
