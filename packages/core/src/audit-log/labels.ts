/**
 * The Chinese names the 操作日志 view gives an audit line's actor, action and object. Project lines read as the
 * project's own 操作日志 tab reads them (projectLogActionLabel); the other features' actions are named here. An
 * action nobody named yet shows as written rather than disappearing.
 */
import { PROJECT_LOG_ACTIONS, projectLogActionLabel } from '../project/api.ts';
import { SUPPLIER_EVENT_LABELS, type SupplierEventAction } from '../supplier/labels.ts';

/** Who acted: the signed-in area (docs/product.md), or nobody signed in (a failed sign-in, the first start). */
export const AUDIT_ROLE_LABELS: Record<string, string> = {
  staff: '工作人员',
  specialist: '评审专家',
  vender: '供应商',
  anonymous: '未登录',
};

/** The kinds of object an audit line names (its target_type). */
export const AUDIT_TARGET_LABELS: Record<string, string> = {
  project: '项目',
  staff: '工作人员账号',
  specialist: '评审专家',
  vender: '供应商账号',
  supplier: '供应商',
  enrolment: '报名',
  bid: '投标文件',
  blacklist: '黑名单',
  extraction: '专家抽取',
  invitation: '专家邀请',
  grading: '评分标准',
  template: '公告模板',
  file: '文件',
  department: '部门',
  specialty: '专业分类',
  purchaseSettings: '采购方式设置',
  auditLog: '操作日志',
  staffUser: '工作人员账号',
  role: '角色',
};

/** Actions outside the project's own log (the project's are labelled by projectLogActionLabel). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'auth.login': '登录',
  'auth.logout': '退出登录',
  'auth.lockout': '登录失败次数过多，账号锁定',
  'auth.password_change': '修改密码',
  'auth.password_reset': '重置密码',
  'system.firstAdmin': '初始化管理员账号',
  'specialist.create': '新增评审专家',
  'specialist.update': '编辑评审专家',
  'specialist.delete': '删除评审专家',
  'specialist.import': '导入评审专家',
  'specialist.export': '导出评审专家',
  'specialist.createAccount': '开通专家账号',
  'specialist.createAccountWithdrawn': '撤回开通专家账号',
  'specialist.resetPassword': '重置专家密码',
  'specialist.resetPasswordWithdrawn': '撤回重置专家密码',
  'specialist.revealIdNumber': '查看专家身份证号',
  'specialist.freeze': '冻结评审专家',
  'specialist.unfreeze': '解冻评审专家',
  'extraction.confirm': '专家确认参加',
  'extraction.decline': '专家拒绝参加',
  'supplier.export': '导出供应商名单',
  // A company's own changes in 用户中心 (server modules/suppliers).
  'supplier.update': '修改企业资料',
  'supplier.contacts': '修改联系人',
  'supplier.qualification_add': '上传资质证书',
  'supplier.qualification_replace': '更换资质证书',
  'supplier.qualification_remove': '删除资质证书',
  'enrolment.apply': '报名',
  'enrolment.pass': '报名审核通过',
  'enrolment.fail': '报名审核不通过',
  'bid.upload': '上传投标文件',
  'blacklist.add': '列入黑名单',
  'blacklist.lift': '解除黑名单',
  'objection.file': '提出异议',
  'objection.answer': '答复异议',
  // 开标大厅 (server modules/opening)
  'opening.start': '开始开标',
  'opening.announce': '唱标',
  'opening.close': '结束开标',
  'opening.signIn': '开标签到',
  'opening.decrypt': '解密投标文件',
  'opening.objection': '提出开标异议',
  'opening.answerObjection': '答复开标异议',
  'opening.confirm': '确认开标记录',
  'opening.disagree': '对开标记录提出不同意见',
  'grading.create': '新建评分标准',
  'grading.update': '编辑评分标准',
  'grading.delete': '删除评分标准',
  'grading.copy': '复制评分标准',
  'template.create': '新建公告模板',
  'template.update': '编辑公告模板',
  'template.delete': '删除公告模板',
  'template.enable': '启用公告模板',
  'template.disable': '停用公告模板',
  'file.upload': '上传文件',
  'purchaseSettings.update': '修改采购方式设置',
  'auditLog.export': '导出操作日志',
  // 账号管理 (server platform/accounts)
  'staffUser.create': '新增账号',
  'staffUser.createWithdrawn': '撤回新增账号',
  'staffUser.update': '编辑账号',
  'staffUser.enable': '启用账号',
  'staffUser.disable': '停用账号',
  'staffUser.resetPassword': '重置账号密码',
  'staffUser.resetPasswordWithdrawn': '撤回重置账号密码',
  'role.create': '新增角色',
  'role.update': '编辑角色',
  'role.delete': '删除角色',
};

/** The tree features (部门, 专业分类) write `<target>.<verb>` (server platform/tree). */
const TREE_VERBS: Record<string, string> = {
  create: '新增',
  rename: '重命名',
  move: '移动',
  delete: '删除',
  enable: '启用',
  disable: '停用',
};

export const auditRoleLabel = (role: string) => AUDIT_ROLE_LABELS[role] ?? role;
export const auditTargetLabel = (type: string) => (type ? (AUDIT_TARGET_LABELS[type] ?? type) : '-');

/** The Chinese label of any audit line's action; unknown actions show as written. */
export function auditActionLabel(action: string, detail?: Record<string, unknown> | null): string {
  const projectLabel = projectLogActionLabel(action, detail);
  if (projectLabel !== action) return projectLabel;
  if (Object.hasOwn(AUDIT_ACTION_LABELS, action)) return AUDIT_ACTION_LABELS[action]!;
  const [target = '', verb = ''] = action.split('.');
  if (target === 'supplier' && Object.hasOwn(SUPPLIER_EVENT_LABELS, verb))
    return `${SUPPLIER_EVENT_LABELS[verb as SupplierEventAction]}供应商`;
  if ((target === 'department' || target === 'specialty') && Object.hasOwn(TREE_VERBS, verb))
    return `${TREE_VERBS[verb]}${AUDIT_TARGET_LABELS[target]}`;
  return action;
}

/** The actions the search form offers, with their labels: every action the server writes (a test compares). */
export const AUDIT_ACTION_OPTIONS: readonly { value: string; label: string }[] = [
  ...new Set([
    ...Object.keys(AUDIT_ACTION_LABELS),
    ...PROJECT_LOG_ACTIONS,
    ...Object.keys(SUPPLIER_EVENT_LABELS).map((event) => `supplier.${event}`),
    ...['department', 'specialty'].flatMap((tree) => Object.keys(TREE_VERBS).map((verb) => `${tree}.${verb}`)),
  ]),
].map((value) => ({ value, label: auditActionLabel(value) }));
