import { ALL_PERMISSIONS, Permission } from '@swp/core';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { departments, roles, specialists, staffUserRoles, staffUsers } from '../db/schema/index.ts';
import { hashPassword } from '../lib/crypto.ts';
import type { FileStorage } from '../plugins/storage.ts';
import { seedDemoAnnouncements } from './demo-announcements.ts';
import { demoCommittee, prepareDemoCommittee, seedDemoCommittee } from './demo-evaluation.ts';
import { seedDemoExperts } from './demo-experts.ts';
import { seedDemoGrading } from './demo-grading.ts';
import { seedDemoProjects } from './demo-projects.ts';
import { seedDemoResults } from './demo-results.ts';
import { seedDemoSuppliers } from './demo-suppliers.ts';
import { pastDeps, staffPrincipal } from './demo-tender-kit.ts';
import { seedDemoTendering } from './demo-tendering.ts';
import { isEmptyDatabase, lockFirstStart } from './empty-database.ts';

/** The demo accounts of the README; keep the two lists in step. */
export const DEMO_ACCOUNTS = [
  { area: '管理端 /manage', account: 'admin', password: 'Admin@2026', note: '系统管理员，全部权限' },
  { area: '管理端 /manage', account: 'caigou', password: 'Caigou@2026', note: '采购专员：项目管理、专家管理' },
  { area: '管理端 /manage', account: 'xinyuangong', password: 'Init@2026', note: '首次登录须修改密码' },
  { area: '专家端 /specialist', account: 'zhuanjia', password: 'Expert@2026', note: '专家 王工' },
  { area: '专家端 /specialist', account: 'chenjianhua', password: 'Expert@2026', note: '专家 陈建华（评标委员会）' },
  { area: '专家端 /specialist', account: 'liweidong', password: 'Expert@2026', note: '专家 李卫东（评标委员会）' },
  { area: '供应商端 /vender', account: 'gongyingshang', password: 'Vender@2026', note: '已审核通过的供应商' },
  {
    area: '供应商端 /vender',
    account: 'daishenhe',
    password: 'Vender@2026',
    note: '待审核的供应商（另有通过、驳回、冻结、黑名单各例）',
  },
] as const;

/** The demo accounts as the demo server prints them on first start (demo mode only: they are passwords). */
export function demoAccountsText(): string {
  const lines = DEMO_ACCOUNTS.map(
    (a) => `  ${a.area.padEnd(18)} ${a.account.padEnd(14)} ${a.password.padEnd(12)} ${a.note}`,
  );
  return ['已写入演示数据。演示账号：', ...lines].join('\n');
}

export interface DemoSeedOptions {
  /** Where the demo companies' documents are written (the server's file storage); without it only their rows. */
  storage?: FileStorage;
  /** The first start's time: expiry dates and the blacklist's current year follow it. */
  now?: Date;
  /**
   * The server's settings: with them and `storage` the demo enrolments and sealed bids are written (the bid master
   * key seals them); without them (the tests' shared database) there are none.
   */
  config?: AppConfig;
}

/**
 * Demo data for a first start (demo and test modes): runs once, when there are no staff users yet. The advisory
 * lock lets two processes start on one empty PostgreSQL without seeding twice. True when it wrote the data.
 */
export async function seedDemoData(
  db: Db,
  { storage, now = new Date(), config }: DemoSeedOptions = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockFirstStart(tx);
    if (!(await isEmptyDatabase(tx))) return false;

    const [group] = await tx.insert(departments).values({ name: '水务集团', sort: 0 }).returning();
    const [purchasing, engineering] = await tx
      .insert(departments)
      .values([
        { name: '采购管理部', parentId: group!.id, sort: 1 },
        { name: '工程管理部', parentId: group!.id, sort: 2 },
        { name: '财务部', parentId: group!.id, sort: 3 },
      ])
      .returning();

    const [adminRole, buyerRole] = await tx
      .insert(roles)
      .values([
        { name: '系统管理员', description: '全部权限', perms: [...ALL_PERMISSIONS] },
        { name: '采购专员', description: '项目管理与专家管理', perms: [Permission.project, Permission.specialist] },
      ])
      .returning();

    const [admin, buyer, newcomer] = await tx
      .insert(staffUsers)
      .values([
        {
          username: 'admin',
          name: '系统管理员',
          mobile: '13800000000',
          deptId: purchasing!.id,
          passwordHash: await hashPassword('Admin@2026'),
        },
        {
          username: 'caigou',
          name: '李采购',
          mobile: '13800000001',
          deptId: purchasing!.id,
          passwordHash: await hashPassword('Caigou@2026'),
        },
        {
          username: 'xinyuangong',
          name: '张新',
          mobile: '13800000002',
          deptId: engineering!.id,
          passwordHash: await hashPassword('Init@2026'),
          mustChangePassword: true,
        },
      ])
      .returning();
    await tx.insert(staffUserRoles).values([
      { userId: admin!.id, roleId: adminRole!.id },
      { userId: buyer!.id, roleId: buyerRole!.id },
      { userId: newcomer!.id, roleId: buyerRole!.id },
    ]);
    const grading = await seedDemoGrading(tx, { adminId: admin!.id, now });
    const projects = await seedDemoProjects(tx, {
      groupDeptId: group!.id,
      purchasingDeptId: purchasing!.id,
      buyerId: buyer!.id,
    });

    await tx.insert(specialists).values({
      name: '王工',
      mobile: '13900000001',
      deptName: '给排水工程',
      account: 'zhuanjia',
      passwordHash: await hashPassword('Expert@2026'),
    });

    await seedDemoExperts(tx);
    await seedDemoAnnouncements(tx, {
      publisherId: buyer!.id,
      tenders: projects.forTender,
      failure: projects.forFailure,
    });

    await seedDemoSuppliers(tx, { reviewer: { id: admin!.id, name: admin!.name }, storage, now });
    if (storage && config) {
      const buyerRef = { id: buyer!.id, name: buyer!.name, username: buyer!.username };
      const tendering = await seedDemoTendering(tx, {
        buyer: buyerRef,
        needDeptId: engineering!.id,
        manageDeptId: purchasing!.id,
        enrollingProjectId: projects.forTender[0],
        gradingStandardId: grading.works,
        storage,
        config,
        now,
      });
      await prepareDemoCommittee(tx);
      // Three tenders carried further by the same people: one 已中标, one 公示中 with an answered 异议, and one
      // whose 结果公示 has ended with no 异议, ready for its 中标公告.
      await seedDemoResults(tx, {
        buyer: buyerRef,
        needDeptId: engineering!.id,
        manageDeptId: purchasing!.id,
        gradingStandardId: grading.works,
        committee: await demoCommittee(tx),
        storage,
        config,
        now,
      });
      // The 待开标 tender's committee was drawn and confirmed yesterday (through the extraction services): after 开标
      // the three experts evaluate it. Drawn last, because the experts' SMS codes are asked for in time order.
      await seedDemoCommittee(tx, {
        projectId: tendering.awaitingOpening,
        staff: staffPrincipal(buyerRef),
        depsAt: pastDeps(tx, config),
        drawnAt: new Date(now.getTime() - 86_400_000),
      });
    }
    return true;
  });
}
