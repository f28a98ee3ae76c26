/** The supplier paths, spelled as the product spells 供应商: suppler. docs/integration.md fixes sendVerCode … info. */
export const SupplierPath = {
  sendVerCode: '/api/suppler/sendVerCode',
  register: '/api/suppler/register',
  findPassword: '/api/suppler/findPassword',
  /** GET: the signed-in company, its documents and whether it may enrol. */
  info: '/api/suppler/info',
  /**
   * multipart, one part `file`: a licence or qualification document (PDF/JPEG/PNG by its bytes). Public for the
   * registration form (rate limited; the answer's random id is what claims the file), and for the signed-in company.
   */
  uploadFile: '/api/suppler/uploadFile',
  /** GET ?id=: one of the company's own documents. */
  file: '/api/suppler/file',
  updateInfo: '/api/suppler/updateInfo',
  saveContacts: '/api/suppler/saveContacts',
  saveQualification: '/api/suppler/saveQualification',
  removeQualification: '/api/suppler/removeQualification',
} as const;

export const SupplierManagePath = {
  list: '/api/supplerManage/list',
  /** GET with the list's filters: every matching company as an .xlsx. */
  export: '/api/supplerManage/export',
  /** GET ?id=: every field, document and the history of one company. */
  detail: '/api/supplerManage/detail',
  audit: '/api/supplerManage/audit',
  freeze: '/api/supplerManage/freeze',
  unfreeze: '/api/supplerManage/unfreeze',
  /** GET ?id=: a document of any company, for the review screen's preview. */
  file: '/api/supplerManage/file',
} as const;
