/**
 * The placeholder catalogue of docs/product.md: for each source, the names a template may use, their Chinese labels and
 * how their values are formatted. The editor builds its insert buttons from it and the renderer resolves names
 * against it — a name outside it is "unknown", so a template cannot reach any other field of a record.
 */

export const PLACEHOLDER_SOURCES = ['project', 'announcement', 'result', 'win', 'failed'] as const;
export type PlaceholderSource = (typeof PLACEHOLDER_SOURCES)[number];

export const PLACEHOLDER_SOURCE_LABELS: Record<PlaceholderSource, string> = {
  project: '项目信息',
  announcement: '公告信息',
  result: '结果公示',
  win: '中标信息',
  failed: '流标信息',
};

/**
 * docs/rules.md: an unqualified name resolves from the announcement's own source first (win, result, failed bid,
 * announcement), then the project.
 */
export const RESOLUTION_ORDER: readonly PlaceholderSource[] = ['win', 'result', 'failed', 'announcement', 'project'];

/** `amount`: 1,234,567.50; `capitals`: the same amount in 大写 (人民币壹佰贰拾叁万…, core common/money.ts). */
export type PlaceholderFormat = 'text' | 'date' | 'amount' | 'capitals' | 'purchaseWay';

export interface PlaceholderDef {
  source: PlaceholderSource;
  name: string;
  label: string;
  format: PlaceholderFormat;
  /** The record's field the value is read from: the name itself, or the amount a 大写 entry writes out. */
  field: string;
  /** What the editor inserts: `{{name}}`, or `{{source.name}}` when the name exists in several sources. */
  token: string;
  /**
   * Paragraphs staff write (资格要求, 评标情况, 异议 …): once in a draft they are the clerk's words to edit, not a
   * value publishing brings up to date (refresh.ts). Times, amounts, names and places are not.
   */
  prose: boolean;
}

const PROSE = new Set([
  'other',
  'tendCon',
  'bidRange',
  'section',
  'qualityReq',
  'qualificationReq',
  'bidInfo',
  'dissent',
  'remark',
  'lossDes',
]);

type Row = readonly [name: string, label: string, format?: PlaceholderFormat, field?: string];

const ROWS: Record<PlaceholderSource, readonly Row[]> = {
  project: [
    ['projectName', '项目名称'],
    ['projectCode', '项目编号'],
    ['needDeptName', '需求部门'],
    ['manageDeptName', '管理部门'],
    ['purchaseWay', '采购方式', 'purchaseWay'],
    ['purchaseName', '采购人'],
    ['categoryCn', '项目类别'],
    ['totalInvestment', '总投资', 'amount'],
    ['specialFree', '资金来源'],
    ['other', '其他'],
    ['tendCon', '招标条件'],
    ['bidRange', '招标范围'],
    ['section', '标段划分'],
    ['address', '建设地点'],
    ['openAddress', '开标地点'],
    ['cycle', '计划工期'],
    ['qualityReq', '质量要求'],
    ['qualificationReq', '投标人资格要求'],
    ['budget', '预算金额', 'amount'],
  ],
  announcement: [
    ['enrollTime', '报名开始时间', 'date'],
    ['enrollEndTime', '报名截止时间', 'date'],
    ['openTime', '开标时间', 'date'],
    ['closeFileupTime', '投标文件上传截止时间', 'date'],
    ['contacts', '联系人'],
    ['mobile', '联系电话'],
  ],
  result: [
    ['gsTime', '公示时间', 'date'],
    ['gsEndTime', '公示截止时间', 'date'],
    ['bidInfo', '评标情况'],
    ['dissent', '异议、投诉及监督渠道'],
  ],
  win: [
    ['winner', '中标人'],
    ['amount', '中标金额', 'amount'],
    ['cycle', '中标工期'],
    ['pmUser', '质保期'],
    ['remark', '备注'],
    ['offer', '最终报价', 'amount'],
    // A binding amount is written in figures and in capitals: the capitals are the same field, written out.
    ['amountCapitals', '中标金额（大写）', 'capitals', 'amount'],
    ['offerCapitals', '最终报价（大写）', 'capitals', 'offer'],
  ],
  failed: [['lossDes', '流标原因']],
};

const nameCounts = new Map<string, number>();
for (const rows of Object.values(ROWS))
  for (const [name] of rows) nameCounts.set(name, (nameCounts.get(name) ?? 0) + 1);

function toDef(source: PlaceholderSource, [name, label, format = 'text', field = name]: Row): PlaceholderDef {
  const token = (nameCounts.get(name) ?? 0) > 1 ? `{{${source}.${name}}}` : `{{${name}}}`;
  return { source, name, label, format, field, token, prose: PROSE.has(name) };
}

/** The catalogue, per source, in the order the editor shows the buttons. */
export const PLACEHOLDER_CATALOGUE: Record<PlaceholderSource, readonly PlaceholderDef[]> = {
  project: ROWS.project.map((row) => toDef('project', row)),
  announcement: ROWS.announcement.map((row) => toDef('announcement', row)),
  result: ROWS.result.map((row) => toDef('result', row)),
  win: ROWS.win.map((row) => toDef('win', row)),
  failed: ROWS.failed.map((row) => toDef('failed', row)),
};

/** The definition of `name` in `source`, if the catalogue has it. */
export function findPlaceholder(source: PlaceholderSource, name: string): PlaceholderDef | undefined {
  return PLACEHOLDER_CATALOGUE[source].find((def) => def.name === name);
}

export function isPlaceholderSource(value: string): value is PlaceholderSource {
  return (PLACEHOLDER_SOURCES as readonly string[]).includes(value);
}
