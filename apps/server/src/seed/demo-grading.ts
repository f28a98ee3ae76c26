/**
 * Demo 评分标准: three standards a water utility actually uses, so 评分标准管理 shows real content and the
 * demo tenders can be opened (开标 needs a standard). Each is checked by core's schema exactly as the editor's
 * would be (total 100, one 价格 item…), so the demo can never hold a standard the screens would refuse.
 * - 工程施工类综合评分法: 商务 20 / 技术 50 / 价格 30, 低价优先法 (the demo tenders use it, so it is 使用中);
 * - 货物采购类综合评分法: 商务 20 / 技术 40 / 价格 40, 低价优先法;
 * - 服务类综合评分法（固定价格）: 商务 30 / 技术 60 / 价格 10, 固定价格分.
 */
import { type CreateGradingStandardInput, createGradingStandardInput } from '@swp/core';
import type { DbOrTx } from '../db/client.ts';
import { audit } from '../modules/audit/audit.service.ts';
import { insertStandard, replaceItems } from '../modules/grading/grading.repo.ts';

export interface DemoGradingIds {
  works: number;
  goods: number;
  services: number;
}

const SIGNED = {
  group: 'compliance',
  name: '投标函签章',
  description: '投标函按招标文件要求由法定代表人或其委托代理人签字并加盖单位公章',
} as const;
const ONE_PRICE = {
  group: 'compliance',
  name: '报价唯一性',
  description: '只能有一个有效报价，且不超过招标控制价（最高限价）',
} as const;
const LICENCE = {
  group: 'qualification',
  name: '营业执照',
  description: '具有独立法人资格，持有有效的营业执照',
} as const;
const CREDIT = {
  group: 'qualification',
  name: '信誉要求',
  description: '未被列入失信被执行人名单，未被列入本集团供应商黑名单（禁止参与）',
} as const;

const WORKS: CreateGradingStandardInput = {
  name: '工程施工类综合评分法',
  priceFormula: 'lowest',
  remark: '适用于供水管网、泵站、水厂土建及安装等施工项目',
  items: [
    { ...LICENCE, name: '营业执照及资质', description: '持有有效的营业执照，具备市政公用工程施工总承包三级及以上资质' },
    { group: 'qualification', name: '安全生产许可证', description: '具有有效的安全生产许可证' },
    {
      group: 'qualification',
      name: '项目经理资格',
      description: '拟派项目经理具备市政公用工程专业二级及以上注册建造师执业资格，且无在建工程',
    },
    CREDIT,
    SIGNED,
    ONE_PRICE,
    { group: 'compliance', name: '工期及质量', description: '投标工期不超过招标文件规定工期，质量标准为合格' },
    {
      group: 'business',
      name: '类似业绩',
      maxScore: '10',
      description: '近三年每完成一项类似供水管网工程得2.5分，最多10分（以中标通知书及合同为准）',
    },
    {
      group: 'business',
      name: '企业信誉',
      maxScore: '5',
      description: '近三年获省级及以上质量或安全文明工地奖得5分，市级得3分，无得0分',
    },
    {
      group: 'business',
      name: '项目经理',
      maxScore: '5',
      description: '项目经理为一级注册建造师得3分；具有高级工程师职称另加2分',
    },
    {
      group: 'technical',
      name: '施工方案与技术措施',
      maxScore: '15',
      description: '方案完整、针对性强、措施可行得13–15分；基本可行得8–12分；欠缺得0–7分',
    },
    {
      group: 'technical',
      name: '质量管理体系与措施',
      maxScore: '8',
      description: '体系健全、措施具体得7–8分；一般得4–6分；欠缺得0–3分',
    },
    {
      group: 'technical',
      name: '安全生产与文明施工',
      maxScore: '8',
      description: '措施完善、符合道路占挖要求得7–8分；一般得4–6分；欠缺得0–3分',
    },
    {
      group: 'technical',
      name: '进度计划与保证措施',
      maxScore: '7',
      description: '计划合理、关键节点明确得6–7分；一般得3–5分；欠缺得0–2分',
    },
    {
      group: 'technical',
      name: '停水影响控制与应急预案',
      maxScore: '7',
      description: '停水时段安排合理、通知及临时供水措施完备得6–7分；一般得3–5分；欠缺得0–2分',
    },
    {
      group: 'technical',
      name: '机械设备与劳动力配置',
      maxScore: '5',
      description: '配置满足施工需要且有备用得5分；基本满足得3分；不足得0–2分',
    },
    {
      group: 'price',
      name: '投标报价',
      maxScore: '30',
      description: '低价优先法：以通过初步评审的最低有效投标报价为评标基准价，得分＝评标基准价÷投标报价×30',
    },
  ],
};

const GOODS: CreateGradingStandardInput = {
  name: '货物采购类综合评分法',
  priceFormula: 'lowest',
  remark: '适用于阀门、管材管件、水表、水处理药剂及设备等采购',
  items: [
    LICENCE,
    {
      group: 'qualification',
      name: '制造商或授权',
      description: '投标人为所投产品制造商，或提供制造商针对本项目的授权书',
    },
    CREDIT,
    SIGNED,
    ONE_PRICE,
    { group: 'compliance', name: '实质性技术要求', description: '标注★的技术参数全部满足，无负偏离' },
    {
      group: 'business',
      name: '类似供货业绩',
      maxScore: '8',
      description: '近三年每项同类产品供水企业供货业绩得2分，最多8分',
    },
    {
      group: 'business',
      name: '质保期及售后服务',
      maxScore: '8',
      description: '质保期满足要求得4分，每延长一年加2分，最多8分；售后响应超过24小时的扣2分',
    },
    { group: 'business', name: '供货期', maxScore: '4', description: '满足要求得2分，每提前7天加1分，最多4分' },
    {
      group: 'technical',
      name: '技术参数响应',
      maxScore: '25',
      description: '全部满足得25分；非★参数每负偏离一项扣2分，扣完为止',
    },
    {
      group: 'technical',
      name: '产品质量及检测报告',
      maxScore: '10',
      description: '提供有效涉水产品卫生许可批件及第三方检测报告得10分，缺一项扣5分',
    },
    {
      group: 'technical',
      name: '备品备件及培训',
      maxScore: '5',
      description: '备品备件清单完整、培训方案具体得5分；一般得2–4分；无得0分',
    },
    {
      group: 'price',
      name: '投标报价',
      maxScore: '40',
      description: '低价优先法：以通过初步评审的最低有效投标报价为评标基准价，得分＝评标基准价÷投标报价×40',
    },
  ],
};

const SERVICES: CreateGradingStandardInput = {
  name: '服务类综合评分法（固定价格）',
  priceFormula: 'fixed',
  remark: '适用于管网检漏、水质检测、设备维保等执行固定单价的服务',
  items: [
    LICENCE,
    { group: 'qualification', name: '专业能力', description: '具备招标文件要求的检测资质或专业认证（如CMA计量认证）' },
    SIGNED,
    { group: 'compliance', name: '服务期限及范围', description: '服务期限、服务范围满足招标文件要求' },
    {
      group: 'business',
      name: '类似服务业绩',
      maxScore: '15',
      description: '近三年每项供水企业同类服务业绩得3分，最多15分',
    },
    {
      group: 'business',
      name: '人员配置',
      maxScore: '15',
      description: '项目负责人具有中级及以上职称得5分；专业技术人员每人得2分，最多10分',
    },
    {
      group: 'technical',
      name: '服务方案',
      maxScore: '30',
      description: '方案完整、针对本集团管网特点得26–30分；基本可行得16–25分；欠缺得0–15分',
    },
    {
      group: 'technical',
      name: '质量保证措施',
      maxScore: '15',
      description: '措施具体、可考核得13–15分；一般得8–12分；欠缺得0–7分',
    },
    {
      group: 'technical',
      name: '应急响应',
      maxScore: '15',
      description: '承诺2小时内到场并有应急队伍得15分；4小时内得10分；其他得0–5分',
    },
    {
      group: 'price',
      name: '服务费',
      maxScore: '10',
      description: '服务费执行招标文件规定的固定单价，通过初步评审的投标人价格分均得10分',
    },
  ],
};

/** Written by the admin at the first start, each with its 操作日志 line as the editor's 新建 would leave. */
export async function seedDemoGrading(tx: DbOrTx, options: { adminId: number; now: Date }): Promise<DemoGradingIds> {
  const { adminId, now } = options;
  const write = async (standard: CreateGradingStandardInput) => {
    const { items, ...fields } = createGradingStandardInput.parse(standard);
    const row = await insertStandard(tx, { ...fields, createdBy: adminId, createdAt: now, updatedAt: now });
    await replaceItems(tx, row.id, items);
    await audit(
      tx,
      { now: () => now },
      {
        actor: { role: 'staff', id: adminId, name: '演示数据' },
        action: 'grading.create',
        target: { type: 'grading', id: row.id },
        detail: { name: row.name, priceFormula: row.priceFormula, items: items.length },
        ip: '',
      },
    );
    return row.id;
  };
  return { works: await write(WORKS), goods: await write(GOODS), services: await write(SERVICES) };
}
