import { ALL_ENDPOINTS } from '@swp/core/contract/all';

/**
 * The document's tags: one per feature, looked up by the name of the routes plugin a route is declared in (its
 * function name, as Fastify records it in `pluginName`; a route of a feature's inner plugin is found through the
 * plugins around it). A route of a plugin missing here falls under 其他, which the test allows no route.
 */
const TAGS: Record<string, string> = {
  captchaRoutes: '图形验证码',
  smsCodeRoutes: '短信验证码',
  staffAuthRoutes: '管理端登录',
  specialistAuthRoutes: '专家端登录',
  venderAuthRoutes: '供应商登录',
  specialtyRoutes: '专业分类',
  specialistRoutes: '专家库',
  specialistFileRoutes: '专家库',
  extractionRoutes: '专家抽取',
  projectExtractionRoutes: '专家抽取',
  externalExtractionRoutes: '专家抽取',
  confirmRoutes: '专家抽取',
  departmentRoutes: '部门',
  purchaseSettingsRoutes: '采购设置',
  projectRoutes: '采购项目',
  fileRoutes: '文件',
  templateRoutes: '模板',
  announcementRoutes: '公告',
  bulletinRoutes: '公告栏',
  blacklistRoutes: '黑名单',
  supplierManageRoutes: '供应商管理',
  supplierRoutes: '供应商',
  supplierPublicRoutes: '供应商',
  supplierSelfRoutes: '供应商',
  supplierFileRoutes: '供应商',
  enrolmentRoutes: '报名',
  openingRoutes: '开标',
  bidRoutes: '投标',
  gradingRoutes: '评分办法',
  negotiationRoutes: '谈判',
  specialistProfileRoutes: '专家个人中心',
  evaluationRoutes: '评标',
  resultRoutes: '结果',
  objectionRoutes: '质疑',
  accountRoutes: '账号管理',
  auditLogRoutes: '操作日志',
  statisticsRoutes: '统计分析',
  ocdsRoutes: '开放数据 · OCDS',
  testSupportRoutes: '测试辅助（仅测试模式）',
};

export const OTHER_TAG = '其他';

/** The tag of a route declared in the given plugins (innermost first, their `pluginName`s "a -> b"). */
export function tagOfPlugins(pluginNames: readonly string[]): string {
  const known = pluginNames.flatMap((chain) => chain.split(' -> ')).find((name) => name in TAGS);
  return known === undefined ? OTHER_TAG : TAGS[known]!;
}

/** The tags in the order app.ts registers the routes, then any the contract's declarations add. */
export const apiDocsTags = [...new Set([...Object.values(TAGS), ...ALL_ENDPOINTS.map((e) => e.tag)])];
