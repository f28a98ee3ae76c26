/** The words the supplier screens and the server's answers use for a company's state and its history. */

/** docs/integration.md `status`: a company exists at once as pending; staff approve or reject it, and may freeze it. */
export const SUPPLIER_STATUSES = ['pending', 'approved', 'rejected', 'frozen'] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];

export const SUPPLIER_STATUS_LABELS: Record<SupplierStatus, string> = {
  pending: '待审核',
  approved: '审核通过',
  rejected: '已驳回',
  frozen: '已冻结',
};

/** One line of a company's history: registration, every review and freeze, every change it made. */
export const SUPPLIER_EVENT_ACTIONS = [
  'register',
  'approve',
  'reject',
  'freeze',
  'unfreeze',
  'change',
  'resubmit',
] as const;
export type SupplierEventAction = (typeof SUPPLIER_EVENT_ACTIONS)[number];

export const SUPPLIER_EVENT_LABELS: Record<SupplierEventAction, string> = {
  register: '注册',
  approve: '审核通过',
  reject: '审核驳回',
  freeze: '冻结',
  unfreeze: '解冻',
  change: '修改资料',
  resubmit: '修改资料并重新提交审核',
};

/**
 * The fields whose change sends an approved company back to 待审核: who the company is. The licence
 * counts too (`licenceFileIds`).
 */
export const SUPPLIER_KEY_FIELDS = ['companyName', 'creditCode', 'legalPerson', 'licenceFileIds'] as const;
export type SupplierKeyField = (typeof SUPPLIER_KEY_FIELDS)[number];

export const SUPPLIER_FIELD_LABELS: Record<string, string> = {
  companyName: '企业名称',
  creditCode: '统一社会信用代码',
  legalPerson: '法定代表人',
  contactName: '联系人',
  mobile: '手机号',
  address: '注册地址',
  email: '电子邮箱',
  businessScope: '经营范围',
  licenceFileIds: '营业执照',
  contacts: '联系人名单',
  qualifications: '资质文件',
};

/** Qualification documents a water utility usually asks for; the form also accepts any other name. */
export const QUALIFICATION_TYPES = [
  '安全生产许可证',
  '建筑业企业资质证书',
  '质量管理体系认证证书',
  '环境管理体系认证证书',
  '职业健康安全管理体系认证证书',
  '涉及饮用水卫生安全产品卫生许可批件',
  '计量器具型式批准证书',
  '其他',
] as const;

/** A document expiring within this many days is flagged to the company and to the reviewer. */
export const EXPIRY_WARNING_DAYS = 30;
