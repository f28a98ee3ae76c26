import { shanghaiParts } from '@swp/core';
import type { DbOrTx } from '../db/client.ts';
import { departments } from '../db/schema/index.ts';
import { generateProjectCode } from '../modules/projects/project-code.repo.ts';
import { pauseChange } from '../modules/projects/project-lifecycle.service.ts';
import { transitionProject } from '../modules/projects/project-transition.ts';
import { insertProject, type NewProject, replaceSections } from '../modules/projects/projects.repo.ts';
import { audit } from '../platform/audit/audit.service.ts';

/** What seedDemoData already created that the demo projects hang on. */
export interface DemoProjectRefs {
  /** The root of the tree (水务集团): the new 需求部门 go under it. */
  groupDeptId: number;
  /** 采购管理部: the 管理部门 of every demo project. */
  purchasingDeptId: number;
  /** The 采购专员 who "created" the projects. */
  buyerId: number;
}

/**
 * The demo projects by what they are for. The announcements seed publishes `forTender` (→ 报名中) and `forFailure`
 * (→ 已流标, then 重新采购 can be shown); the others stay as they are.
 */
export interface DemoProjectIds {
  draft: number;
  approved: number;
  forTender: [number, number];
  forFailure: number;
  paused: number;
}

const PURCHASER = '江城市水务集团有限公司';

type DemoProject = Pick<NewProject, 'projectName' | 'purchaseWay' | 'categoryCn' | 'budget'> &
  Partial<Omit<NewProject, 'status' | 'paused' | 'pauseReason'>> & {
    sections?: { name: string; budget: string }[];
    /** 提交立项 after creating it (→ 已立项), as staff would. */
    submit?: boolean;
    /** Then 暂停 with this reason. */
    pauseReason?: string;
  };

/**
 * 需求部门 and 5–6 projects in different states, inside the caller's transaction (seed/demo.ts, first start only).
 * Codes come from the same counter as real projects so the next project created by hand continues the sequence.
 */
export async function seedDemoProjects(
  tx: DbOrTx,
  refs: DemoProjectRefs,
  // The seed runs once at first start, outside any test clock.
  now: Date = new Date(),
): Promise<DemoProjectIds> {
  const [operations, network, it] = await tx
    .insert(departments)
    .values([
      { name: '生产运营部', parentId: refs.groupDeptId, sort: 4, createdAt: now },
      { name: '管网管理部', parentId: refs.groupDeptId, sort: 5, createdAt: now },
      { name: '信息中心', parentId: refs.groupDeptId, sort: 6, createdAt: now },
    ])
    .returning();
  const year = shanghaiParts(now.getTime()).year;
  const clock = { now: () => now };

  const by = { clock, actor: { role: 'staff' as const, id: refs.buyerId, name: '演示数据' }, ip: '' };

  async function add(project: DemoProject): Promise<number> {
    const { sections = [], submit, pauseReason, ...fields } = project;
    const row = await insertProject(tx, {
      needDeptId: operations!.id,
      manageDeptId: refs.purchasingDeptId,
      purchaseName: PURCHASER,
      createdBy: refs.buyerId,
      createdAt: now,
      updatedAt: now,
      // A submitted project is ready for its tender notice, which needs the place of the opening.
      ...(submit ? { openAddress: '集团本部三楼开标室' } : {}),
      ...fields,
      projectCode: await generateProjectCode(tx, year),
    });
    await replaceSections(tx, row.id, sections);
    await audit(tx, clock, {
      actor: by.actor,
      action: 'project.create',
      target: { type: 'project', id: row.id },
      detail: { projectCode: row.projectCode, projectName: row.projectName },
      ip: '',
    });
    // State changes go through the one lifecycle path, like a click on 提交立项 and 暂停.
    if (submit) await transitionProject(tx, by, { projectId: row.id, action: 'submit' }, async () => ({ result: 0 }));
    if (pauseReason) {
      const pause = { projectId: row.id, action: 'pause' as const, context: { reason: pauseReason } };
      await transitionProject(tx, by, pause, pauseChange(pauseReason));
    }
    return row.id;
  }

  const draft = await add({
    projectName: '智慧水务平台二期建设',
    needDeptId: it!.id,
    purchaseWay: 2,
    categoryCn: '信息化',
    budget: '2800000.00',
    totalInvestment: '3000000',
    specialFree: '企业自筹',
    bidRange: '平台软件开发、数据治理及三年运维',
    cycle: '180日历天',
  });
  const approved = await add({
    projectName: '城东片区供水管网改造工程',
    needDeptId: network!.id,
    purchaseWay: 3,
    categoryCn: '工程',
    budget: '12600000.00',
    totalInvestment: '13500000',
    specialFree: '财政专项资金',
    tendCon: '本项目已批准建设，资金已落实，具备招标条件。',
    bidRange: 'DN200–DN600 供水管道更新改造约 18 公里',
    address: '城东片区',
    cycle: '240日历天',
    qualificationReq: '具备市政公用工程施工总承包二级及以上资质。',
    submit: true,
    sections: [
      { name: '第一标段（北区）', budget: '6800000.00' },
      { name: '第二标段（南区）', budget: '5800000.00' },
    ],
  });
  const dosing = await add({
    projectName: '第二水厂加药设备采购',
    purchaseWay: 1,
    categoryCn: '货物',
    budget: '480000.00',
    bidRange: '聚合氯化铝投加系统 2 套及安装调试',
    address: '第二水厂',
    cycle: '60日历天',
    submit: true,
  });
  const leakDetection = await add({
    projectName: '管网检漏服务采购（2年）',
    needDeptId: network!.id,
    purchaseWay: 2,
    categoryCn: '服务',
    budget: '900000.00',
    bidRange: '主城区供水管网听漏、相关仪检漏及漏点定位',
    openAddress: '线上开标大厅',
    cycle: '24个月',
    submit: true,
  });
  const forFailure = await add({
    projectName: '办公楼中央空调维保服务',
    purchaseWay: 1,
    categoryCn: '服务',
    budget: '150000.00',
    cycle: '12个月',
    submit: true,
  });
  const paused = await add({
    projectName: '三号泵站变频改造',
    purchaseWay: 4,
    categoryCn: '工程',
    budget: '1750000.00',
    address: '三号加压泵站',
    submit: true,
    pauseReason: '等待资金批复',
  });
  return { draft, approved, forTender: [dosing, leakDetection], forFailure, paused };
}
