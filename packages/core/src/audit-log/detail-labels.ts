/**
 * The Chinese words of an audit line's detail (the JSON each service writes): one table for the keys, one for the
 * coded values, and the keys nobody reads (ids and keys of the object the line already names). An auditor reads
 * 「登录方式：短信验证码」, never `method: sms`. apps/server/src/platform/audit/audit-detail-keys.test.ts reads every
 * detail the server writes and fails on a key or a coded value missing here.
 */
import { ANNOUNCEMENT_TYPE_LABELS } from '../announcement/schema.ts';
import { BID_CHECK_LABELS } from '../bid/responses.ts';
import { BLACKLIST_STATUS_LABELS, BLACKLIST_TARGET_LABELS, BLACKLIST_TYPE_LABELS } from '../blacklist/status.ts';
import { EVAL_STEP_LABELS } from '../evaluation/labels.ts';
import { EXPERT_CATEGORY_LABELS } from '../extraction/schema.ts';
import { PRICE_FORMULA_LABELS } from '../grading/labels.ts';
import { PERMISSION_LABELS } from '../permissions.ts';
import { ENCRYPT_MODE_LABELS } from '../project/encrypt-mode.ts';
import { PURCHASE_WAY_LABELS } from '../project/purchase-way.ts';
import { GENDER_LABELS, SPECIALIST_STATUS_LABELS } from '../specialist/labels.ts';
import { SUPPLIER_STATUS_LABELS } from '../supplier/labels.ts';

/** Keys shown nowhere: ids and hashes of records the 对象 column or the line's own words already name. */
export const HIDDEN_DETAIL_KEYS: ReadonlySet<string> = new Set(['ids', 'replaces']);
/** Keys ending in Id/Ids are record numbers: hidden like HIDDEN_DETAIL_KEYS. */
export const isHiddenDetailKey = (key: string) => HIDDEN_DETAIL_KEYS.has(key) || /[a-z](Id|Ids)$/.test(key);

/** Every key a detail may carry, at the top or inside `filter`, `before`/`after`, `award` or `changes`. */
export const DETAIL_KEY_LABELS: Record<string, string> = {
  // Projects, notices, results
  reason: '原因',
  pauseReason: '原暂停原因',
  lossDes: '流标原因',
  title: '标题',
  projectCode: '项目编号',
  projectName: '项目名称',
  copyCode: '新项目编号',
  retenderOfCode: '原项目编号',
  changed: '修改了',
  bids: '投标文件数',
  checks: '校验结果',
  // 开标大厅 (server modules/opening)
  decryptedBy: '解密方式',
  decryptUntil: '解密截止时间',
  withdrawn: '撤销的投标文件数',
  validShort: '有效投标不足',
  unconfirmed: '未确认开标记录的投标人数',
  oneStep: '一步开标',
  award: '中标结果',
  winner: '中标人',
  rank: '排名',
  amount: '中标金额',
  letters: '通知书编号',
  purchaseWay: '采购方式',
  // The committee and its draw
  committeeSize: '评审专家人数',
  invitedCount: '已通知专家',
  backupCount: '备选专家',
  eligibleCount: '符合条件专家',
  category: '专家类别',
  source: '补抽方式',
  kind: '抽取类型',
  taskName: '任务名称',
  members: '抽中专家',
  backups: '备选专家',
  remark: '无法参加原因',
  // Evaluation and negotiation
  basis: '排序依据',
  step: '评审阶段',
  entries: '评分项数',
  resubmitted: '退回后重新提交',
  passed: '通过',
  failed: '未通过',
  votes: '得票',
  committee: '评委人数',
  reportNo: '报告编号',
  ranked: '参与排名',
  withDissent: '有不同意见',
  round: '谈判轮次',
  deadline: '报价截止时间',
  note: '说明',
  replaced: '替换原有记录',
  uploads: '上传次数',
  attachments: '附件数',
  sectionName: '标段',
  companyName: '企业名称',
  // Accounts, sign-in, roles
  username: '账号',
  account: '账号',
  name: '名称',
  roles: '角色',
  perms: '权限',
  smsTo: '短信发送至',
  smsToPreviousMobile: '短信发至原手机号',
  mobile: '手机号',
  previousMobile: '原手机号',
  method: '登录方式',
  failures: '连续失败次数',
  lockedUntil: '锁定至',
  // Companies, experts, blacklist, files, settings
  type: '类型',
  status: '状态',
  statusBefore: '原状态',
  statusAfter: '恢复为',
  sort: '排序',
  targetType: '对象类型',
  targetName: '对象名称',
  startDate: '开始日期',
  endDate: '结束日期',
  changes: '修改内容',
  fileName: '文件名',
  size: '文件大小',
  sha256: '文件校验值（SHA-256）',
  purpose: '用途',
  copiedFromName: '复制自',
  priceFormula: '价格计算方法',
  items: '评分项数',
  count: '条数',
  filter: '筛选条件',
  before: '修改前',
  after: '修改后',
  minDays: '最短期限（天）',
  dayKind: '计日方式',
  minBids: '最少投标人数',
  minCommittee: '评标委员会最少人数',
  publicityDays: '公示天数',
  encryptMode: '加密方式',
  decryptMinutes: '解密时限（分钟）',
  // The search filters an export records (操作日志, 供应商, 专家库)
  actor: '操作人',
  action: '操作',
  targetId: '对象编号',
  keyword: '关键字',
  registeredFrom: '注册开始日期',
  registeredTo: '注册结束日期',
  region: '所在地区',
  external: '内部/外部',
  gender: '性别',
  from: '原值',
  to: '新值',
};

/** What `name` is on each kind of line: a person's 姓名, a role's, a department's … 名称. */
export const NAME_LABELS: Record<string, string> = {
  staffUser: '姓名',
  specialist: '姓名',
  role: '角色名称',
  department: '部门名称',
  specialty: '专业名称',
  grading: '评分标准名称',
  template: '模板名称',
  file: '文件名',
};

/** Keys whose meaning inside an export's `filter` differs from the top level. */
export const FILTER_KEY_LABELS: Record<string, string> = {
  from: '开始日期',
  to: '结束日期',
  title: '职称',
};

const FILE_PURPOSE_LABELS: Record<string, string> = {
  'announcement-attachment': '公告附件',
  'supplier-document': '企业证照',
  'blacklist-decision': '黑名单处理决定',
  'objection-attachment': '异议附件',
};

/** The coded values, by key; a status is a company's unless the line is about an expert or a blacklist entry. */
export const DETAIL_VALUE_LABELS: Record<string, Record<string, string>> = {
  kind: { project: '项目评标', external: '外部招募' },
  source: { backup: '备选专家递补', pool: '从专家库补抽' },
  method: { password: '账号密码', sms: '短信验证码' },
  decryptedBy: { platform: '平台解密（平台加密）', bidder: '投标人解密（投标人加密）' },
  purpose: FILE_PURPOSE_LABELS,
  step: EVAL_STEP_LABELS,
  purchaseWay: PURCHASE_WAY_LABELS,
  priceFormula: PRICE_FORMULA_LABELS,
  category: EXPERT_CATEGORY_LABELS,
  targetType: BLACKLIST_TARGET_LABELS,
  type: { ...ANNOUNCEMENT_TYPE_LABELS, ...BLACKLIST_TYPE_LABELS },
  status: SUPPLIER_STATUS_LABELS,
  statusBefore: SUPPLIER_STATUS_LABELS,
  statusAfter: SUPPLIER_STATUS_LABELS,
  dayKind: { working: '工作日', calendar: '自然日' },
  encryptMode: ENCRYPT_MODE_LABELS,
  gender: GENDER_LABELS,
  external: { true: '外部专家', false: '内部专家' },
  perms: PERMISSION_LABELS,
  checks: BID_CHECK_LABELS,
};

/** The label of a key, in the context it is read in (a line's target kind, inside a filter or not). */
export function detailKeyLabel(key: string, context: { target?: string; inFilter?: boolean } = {}): string {
  if (context.inFilter && Object.hasOwn(FILTER_KEY_LABELS, key)) return FILTER_KEY_LABELS[key]!;
  if (key === 'name' && context.target && Object.hasOwn(NAME_LABELS, context.target))
    return NAME_LABELS[context.target]!;
  return Object.hasOwn(DETAIL_KEY_LABELS, key) ? DETAIL_KEY_LABELS[key]! : key;
}

/** The same code means another thing on these kinds of line (pending: 待审核 company, 未开始 blacklist entry). */
export const DETAIL_VALUE_LABELS_BY_TARGET: Record<string, Record<string, Record<string, string>>> = {
  blacklist: { status: BLACKLIST_STATUS_LABELS, statusBefore: BLACKLIST_STATUS_LABELS },
  specialist: { status: SPECIALIST_STATUS_LABELS },
  // role.update keeps the permissions held before the change under `before`.
  role: { before: PERMISSION_LABELS },
};

/** The label of a coded value on a kind of line; values of free keys (names, reasons) come back as written. */
export function detailValueLabel(key: string, value: string, target = ''): string {
  const table = DETAIL_VALUE_LABELS_BY_TARGET[target]?.[key] ?? DETAIL_VALUE_LABELS[key];
  return table && Object.hasOwn(table, value) ? table[value]! : value;
}
