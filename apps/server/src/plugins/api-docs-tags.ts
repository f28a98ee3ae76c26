/**
 * The document's tags: one per routes plugin registered by app.ts (its function name, as Fastify records it), so a
 * feature's routes are grouped the way the code is. A plugin missing here still gets a tag, named after itself.
 */
const TAGS: Record<string, string> = {
  captchaRoutes: '图形验证码',
  smsCodeRoutes: '短信验证码',
  staffAuthRoutes: '管理端登录',
  specialistAuthRoutes: '专家端登录',
  venderAuthRoutes: '供应商登录',
  specialtyRoutes: '专业分类',
  specialistRoutes: '专家库',
  extractionRoutes: '专家抽取',
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

/** The tag of a route declared inside the given Fastify plugin chain ("fastify -> projectRoutes -> …"). */
export function tagOfPlugin(pluginName: string): string {
  const registered = pluginName.split(' -> ').find((name) => name in TAGS) ?? pluginName.split(' -> ')[1];
  return registered === undefined ? '其他' : (TAGS[registered] ?? registered);
}

/** The tags in the order app.ts registers the routes. */
export const apiDocsTags = Object.values(TAGS);
