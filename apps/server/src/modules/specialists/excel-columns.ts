import type { SpecialistCreateInput } from '@swp/core';

/**
 * The columns of the import template, in sheet order. `header` is what the sheet shows and what the import
 * matches (so a user may reorder columns); `text` columns are formatted as text in the template, because Excel
 * would otherwise turn an 18-digit ID number into a rounded number and drop a mobile's meaning.
 */
export interface ImportColumn {
  key: keyof SpecialistCreateInput;
  header: string;
  required?: boolean;
  text?: boolean;
  width: number;
  /** One line for the 说明 sheet. */
  hint: string;
  /** A drop-down list in the template. */
  choices?: readonly string[];
  sample: string;
}

export const IMPORT_SHEET_NAME = '专家信息';
export const HELP_SHEET_NAME = '说明';
/** Rows whose 姓名 starts with this are the template's samples and are skipped by the import. */
export const SAMPLE_MARK = '示例';
export const IMPORT_ROW_LIMIT = 2000;

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'name', header: '姓名', required: true, width: 12, hint: '必填，不超过50个字', sample: '示例张工' },
  {
    key: 'mobile',
    header: '手机号',
    required: true,
    text: true,
    width: 15,
    hint: '必填，11位手机号，不能与已有专家或本表其他行重复；专家用它接收抽取通知和登录短信',
    sample: '13900001234',
  },
  {
    key: 'idNumber',
    header: '身份证号',
    text: true,
    width: 22,
    hint: '18位，末位可为X，校验位须正确；填写后性别和出生日期由身份证号得出',
    sample: '11010519491231002X',
  },
  {
    key: 'gender',
    header: '性别',
    width: 8,
    hint: '男 或 女；填写身份证号时可不填',
    choices: ['男', '女'],
    sample: '女',
  },
  {
    key: 'birthDate',
    header: '出生日期',
    text: true,
    width: 13,
    hint: '格式 YYYY-MM-DD；未填身份证号时请填写，抽取时按它核对年龄（超过70岁不抽取）',
    sample: '1949-12-31',
  },
  {
    key: 'title',
    header: '职称',
    width: 14,
    hint: '如 高级工程师、工程师、正高级工程师、高级会计师',
    sample: '高级工程师',
  },
  {
    key: 'specialtyIds',
    header: '专业类别',
    width: 28,
    hint: '多个用顿号（、）分隔；须为系统中已有的专业类别（见下方清单），重名时写完整路径，如 给排水工程/管网工程',
    sample: '给排水工程、水处理工艺',
  },
  { key: 'employer', header: '工作单位', width: 26, hint: '用于抽取时的单位回避', sample: '杭州市水务集团有限公司' },
  { key: 'region', header: '所在地区', width: 12, hint: '如 杭州市、宁波市', sample: '杭州市' },
  {
    key: 'category',
    header: '专家类别',
    width: 10,
    hint: '技术类、经济类 或 其他类；不填为技术类',
    choices: ['技术类', '经济类', '其他类'],
    sample: '技术类',
  },
  {
    key: 'external',
    header: '内部/外部',
    width: 10,
    hint: '内部 或 外部（外部招募专家）；不填为内部',
    choices: ['内部', '外部'],
    sample: '内部',
  },
  { key: 'deptName', header: '部门/专业组', width: 14, hint: '专家所在部门或专业组，不超过50个字', sample: '给排水组' },
];

/** The column's Chinese name for a schema field, as an import problem names it. */
export function importFieldLabel(key: string): string {
  return IMPORT_COLUMNS.find((c) => c.key === key)?.header ?? key;
}
