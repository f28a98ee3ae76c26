/**
 * Demo companies for 供应商管理, 黑名单 and the vender area: six approved (enough to bid on and open a
 * project later), one 待审核 with its licence, one 驳回 with the reason, one 冻结, and one under a 禁止参与 for the
 * current year; each with a valid credit code, its licence, qualification documents (one expiring within 30
 * days), contacts and the history a real company would have. One demo expert is banned likewise. Every company
 * signs in with Vender@2026. Runs inside seedDemoData's first-start transaction.
 */
import { shanghaiDateKey } from '@swp/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  blacklistEntries,
  specialists,
  supplierContacts,
  supplierDocuments,
  supplierEvents,
  suppliers,
} from '../db/schema/index.ts';
import { DAY } from '../lib/clock.ts';
import { hashPassword } from '../lib/crypto.ts';
import type { FileStorage } from '../plugins/storage.ts';
import { demoPdf, demoPng, storeDemoFile } from './demo-files.ts';

export const DEMO_SUPPLIER_PASSWORD = 'Vender@2026';

interface Qualification {
  docType: string;
  docNumber: string;
  issuer: string;
  /** Days from the first start to the last valid day; null: 长期有效. */
  validForDays: number | null;
}

interface DemoCompany {
  account: string;
  companyName: string;
  uscc: string;
  legalRep: string;
  contactName: string;
  mobile: string;
  address: string;
  businessScope: string;
  status: 'pending' | 'approved' | 'rejected' | 'frozen';
  statusReason?: string;
  registeredDaysAgo: number;
  qualifications: Qualification[];
  ban?: string;
}

const Q = (docType: string, docNumber: string, issuer: string, validForDays: number | null): Qualification => ({
  docType,
  docNumber,
  issuer,
  validForDays,
});

/** The credit codes pass core creditCodeProblem (demo-suppliers.test.ts checks each). */
const COMPANIES: DemoCompany[] = [
  {
    account: 'gongyingshang',
    companyName: '江南管道工程有限公司',
    uscc: '91330100MA2H3K4L50',
    legalRep: '陈建国',
    contactName: '陈经理',
    mobile: '13700000001',
    address: '浙江省杭州市西湖区文三路398号',
    businessScope: '市政公用工程施工；给排水管道安装；管道非开挖修复',
    status: 'approved',
    registeredDaysAgo: 90,
    qualifications: [
      Q('建筑业企业资质证书', 'D233012345', '浙江省住房和城乡建设厅', 900),
      Q('安全生产许可证', '（浙）JZ安许证字〔2023〕012345', '浙江省住房和城乡建设厅', 400),
    ],
  },
  {
    account: 'qingyuan',
    companyName: '浙江清源水处理设备有限公司',
    uscc: '91330100MA27XQ1P3F',
    legalRep: '沈志明',
    contactName: '沈敏',
    mobile: '13700000002',
    address: '浙江省杭州市余杭区仓前街道龙潭路18号',
    businessScope: '水处理设备、净水材料的研发、生产与销售；水处理工程设计与安装',
    status: 'approved',
    registeredDaysAgo: 75,
    qualifications: [
      Q('涉及饮用水卫生安全产品卫生许可批件', '浙卫水字（2022）第0106号', '浙江省卫生健康委员会', 600),
      // Within the 30-day warning: 供应商管理 and 用户中心 both flag it.
      Q('质量管理体系认证证书', '00122Q31234R0M', '中国质量认证中心', 20),
    ],
  },
  {
    account: 'hengtong',
    companyName: '杭州恒通阀门制造有限公司',
    uscc: '91330100MA28B5JG60',
    legalRep: '王海涛',
    contactName: '王磊',
    mobile: '13700000003',
    address: '浙江省杭州市萧山区经济技术开发区建设二路66号',
    businessScope: '阀门、管件、水表的制造与销售',
    status: 'approved',
    registeredDaysAgo: 60,
    qualifications: [Q('计量器具型式批准证书', '2021F123-33', '浙江省市场监督管理局', null)],
  },
  {
    account: 'huadong',
    companyName: '华东给排水设计研究院有限公司',
    uscc: '91330106MA2GK0LM29',
    legalRep: '郑文博',
    contactName: '郑洁',
    mobile: '13700000004',
    address: '浙江省杭州市西湖区天目山路181号',
    businessScope: '给水排水工程设计、咨询；工程勘察；工程造价咨询',
    status: 'approved',
    registeredDaysAgo: 45,
    qualifications: [Q('其他', 'A133012345（工程设计资质证书）', '浙江省住房和城乡建设厅', 1200)],
  },
  {
    account: 'anlan',
    companyName: '宁波安澜环保科技有限公司',
    uscc: '91330200MA2AH6QE3N',
    legalRep: '孙立军',
    contactName: '孙婷',
    mobile: '13700000005',
    address: '浙江省宁波市鄞州区天童南路588号',
    businessScope: '污水处理设备、污泥处置设备的研发与销售；环保工程施工',
    status: 'approved',
    registeredDaysAgo: 30,
    qualifications: [Q('环境管理体系认证证书', '00122E32345R0M', '中国质量认证中心', 500)],
  },
  {
    account: 'shizheng',
    companyName: '绍兴市政建设工程有限公司',
    uscc: '91330600MA288D1T40',
    legalRep: '钱卫国',
    contactName: '钱勇',
    mobile: '13700000006',
    address: '浙江省绍兴市越城区解放北路300号',
    businessScope: '市政公用工程、水利水电工程施工总承包',
    status: 'approved',
    registeredDaysAgo: 20,
    qualifications: [Q('安全生产许可证', '（浙）JZ安许证字〔2022〕060123', '浙江省住房和城乡建设厅', 300)],
  },
  {
    account: 'daishenhe',
    companyName: '湖州蓝泉净水材料有限公司',
    uscc: '91330500MA2B3R7K5G',
    legalRep: '吴国强',
    contactName: '吴芳',
    mobile: '13700000007',
    address: '浙江省湖州市吴兴区凤凰路77号',
    businessScope: '聚合氯化铝、活性炭等净水材料的生产与销售',
    status: 'pending',
    registeredDaysAgo: 1,
    qualifications: [Q('涉及饮用水卫生安全产品卫生许可批件', '浙卫水字（2024）第0523号', '浙江省卫生健康委员会', 800)],
  },
  {
    account: 'runze',
    companyName: '嘉兴润泽管业有限公司',
    uscc: '91330400MA29F8WU6T',
    legalRep: '何建华',
    contactName: '何丽',
    mobile: '13700000008',
    address: '浙江省嘉兴市南湖区东栅街道富强路9号',
    businessScope: 'PE给水管、球墨铸铁管的销售',
    status: 'rejected',
    statusReason: '营业执照扫描件不清晰，无法核对统一社会信用代码，请重新上传清晰的原件扫描件',
    registeredDaysAgo: 5,
    qualifications: [],
  },
  {
    account: 'yuanda',
    companyName: '金华远大机电设备有限公司',
    uscc: '91330700MA2E1HN273',
    legalRep: '徐志刚',
    contactName: '徐强',
    mobile: '13700000009',
    address: '浙江省金华市婺城区宾虹西路1188号',
    businessScope: '水泵机组、电气设备的销售与安装',
    status: 'frozen',
    statusReason: '涉嫌在投标中提供虚假业绩材料，冻结待查',
    registeredDaysAgo: 50,
    qualifications: [Q('质量管理体系认证证书', '00121Q21234R1M', '中国质量认证中心', 150)],
  },
  {
    account: 'hongda',
    companyName: '温州宏达建材有限公司',
    uscc: '91330300MA2C9GX48W',
    legalRep: '林宏达',
    contactName: '林小燕',
    mobile: '13700000010',
    address: '浙江省温州市鹿城区车站大道555号',
    businessScope: '建筑材料、管材管件的销售',
    status: 'approved',
    registeredDaysAgo: 120,
    qualifications: [],
    ban: '在城区供水管网改造工程投标中与其他投标人串通投标，经调查属实',
  },
];

/** The demo expert who is banned, so 黑名单 lists an expert and the draw refuses one. */
const BANNED_EXPERT = '谢建军';

const SEAL_COLOURS: [number, number, number][] = [
  [30, 90, 160],
  [20, 130, 90],
  [150, 100, 20],
];

export interface DemoSupplierOptions {
  /** The staff user named as reviewer and as the one who listed the blacklist entries. */
  reviewer: { id: number; name: string };
  storage?: FileStorage;
  now: Date;
}

export async function seedDemoSuppliers(tx: DbOrTx, options: DemoSupplierOptions): Promise<void> {
  const { reviewer, storage, now } = options;
  const passwordHash = await hashPassword(DEMO_SUPPLIER_PASSWORD);
  const today = shanghaiDateKey(now.getTime());
  const dayAfter = (days: number) => shanghaiDateKey(now.getTime() + days * DAY);
  const year = today.slice(0, 4);
  const staff = { actorRole: 'staff' as const, actorId: reviewer.id, actorName: reviewer.name };

  for (const company of COMPANIES) {
    const registeredAt = new Date(now.getTime() - company.registeredDaysAgo * DAY);
    const reviewedAt = new Date(Math.min(registeredAt.getTime() + DAY, now.getTime()));
    const { registeredDaysAgo: _, qualifications, ban, ...fields } = company;
    const [row] = await tx
      .insert(suppliers)
      .values({
        ...fields,
        passwordHash,
        email: `${company.account}@example.com`,
        statusBeforeFreeze: company.status === 'frozen' ? 'approved' : null,
        createdAt: registeredAt,
        updatedAt: company.status === 'pending' ? registeredAt : reviewedAt,
      })
      .returning({ id: suppliers.id });
    const owner = { supplierId: row!.id, at: registeredAt };

    const licenceText = ['Business Licence (demo)', `USCC ${company.uscc}`, `Account ${company.account}`];
    const licence = await storeDemoFile(
      tx,
      storage,
      { name: '营业执照.pdf', mimeType: 'application/pdf', bytes: demoPdf(licenceText) },
      owner,
    );
    const documents: (typeof supplierDocuments.$inferInsert)[] = [
      { supplierId: row!.id, kind: 'licence', fileId: licence, createdAt: registeredAt },
    ];
    for (const [i, q] of qualifications.entries()) {
      const bytes = demoPng(SEAL_COLOURS[i % SEAL_COLOURS.length]!);
      const fileId = await storeDemoFile(
        tx,
        storage,
        { name: `${q.docType}.png`, mimeType: 'image/png', bytes },
        owner,
      );
      documents.push({
        supplierId: row!.id,
        kind: 'qualification',
        fileId,
        docType: q.docType,
        docNumber: q.docNumber,
        issuer: q.issuer,
        validUntil: q.validForDays === null ? null : dayAfter(q.validForDays),
        createdAt: registeredAt,
      });
    }
    await tx.insert(supplierDocuments).values(documents);
    await tx.insert(supplierContacts).values([
      { supplierId: row!.id, name: company.contactName, position: '商务经理', mobile: company.mobile, sort: 0 },
      {
        supplierId: row!.id,
        name: company.legalRep,
        position: '法定代表人',
        mobile: `1360000${company.mobile.slice(-4)}`,
        sort: 1,
      },
    ]);

    const events: (typeof supplierEvents.$inferInsert)[] = [
      {
        supplierId: row!.id,
        action: 'register',
        actorRole: 'vender',
        actorId: row!.id,
        actorName: company.companyName,
        at: registeredAt,
      },
    ];
    const review = (action: 'approve' | 'reject' | 'freeze', reason = '') =>
      events.push({ supplierId: row!.id, action, reason, ...staff, at: reviewedAt });
    if (company.status === 'approved' || company.status === 'frozen') review('approve');
    if (company.status === 'rejected') review('reject', company.statusReason);
    if (company.status === 'frozen') review('freeze', company.statusReason);
    await tx.insert(supplierEvents).values(events);

    if (ban) {
      await tx.insert(blacklistEntries).values({
        targetType: 'supplier',
        targetId: row!.id,
        targetName: company.companyName,
        targetCode: company.uscc,
        type: 'ban',
        reason: ban,
        startDate: `${year}-01-01`,
        endDate: `${year}-12-31`,
        createdById: reviewer.id,
        createdByName: reviewer.name,
        createdAt: reviewedAt,
      });
    }
  }

  const [expert] = await tx
    .select({ id: specialists.id, name: specialists.name })
    .from(specialists)
    .where(eq(specialists.name, BANNED_EXPERT))
    .limit(1);
  if (expert) {
    await tx.insert(blacklistEntries).values({
      targetType: 'specialist',
      targetId: expert.id,
      targetName: expert.name,
      type: 'ban',
      reason: '评标过程中违反回避规定，未主动申报与投标人的利害关系',
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      createdById: reviewer.id,
      createdByName: reviewer.name,
      createdAt: now,
    });
  }
}
