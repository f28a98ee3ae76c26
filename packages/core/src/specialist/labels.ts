/** The Chinese names of the expert pool's fields and values: form labels, import headers, export columns. */

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { male: '男', female: '女' };

export const SPECIALIST_STATUSES = ['normal', 'frozen'] as const;
export type SpecialistStatus = (typeof SPECIALIST_STATUSES)[number];
export const SPECIALIST_STATUS_LABELS: Record<SpecialistStatus, string> = { normal: '正常', frozen: '冻结' };

/** 外部招募 experts are drawn by the external recruitment extraction; the others are the utility's own pool. */
export const EXTERNAL_LABELS = { true: '外部', false: '内部' } as const;
export const externalLabel = (external: boolean) => (external ? EXTERNAL_LABELS.true : EXTERNAL_LABELS.false);

export const SPECIALIST_FIELD_LABELS = {
  id: '专家',
  name: '姓名',
  gender: '性别',
  mobile: '手机号',
  idNumber: '身份证号',
  birthDate: '出生日期',
  title: '职称',
  employer: '工作单位',
  region: '所在地区',
  category: '专家类别',
  external: '内部/外部',
  specialtyIds: '专业类别',
  deptName: '部门/专业组',
  status: '状态',
  account: '专家账号',
  reason: '原因',
} as const;
export type SpecialistField = keyof typeof SPECIALIST_FIELD_LABELS;

/** Reads a label back (男 → male); accepts the code itself too. Undefined when it is neither. */
export function fromLabel<K extends string>(labels: Record<K, string>, text: string): K | undefined {
  const value = text.trim();
  for (const [key, label] of Object.entries(labels) as [K, string][]) {
    if (value === label || value === key) return key;
  }
  return undefined;
}
