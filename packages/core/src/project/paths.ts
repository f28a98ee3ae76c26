/** 项目管理 (staff, system:project) and the 采购方式设置 it reads. The server routes, the web and the tests use these. */
export const ProjectPath = {
  list: '/api/project/list',
  detail: '/api/project/detail',
  create: '/api/project/create',
  update: '/api/project/update',
  submit: '/api/project/submit',
  pause: '/api/project/pause',
  resume: '/api/project/resume',
  retender: '/api/project/retender',
  logs: '/api/project/logs',
  /** 选择评分标准 of a published project that has none yet (until 开标). */
  setGradingStandard: '/api/project/setGradingStandard',
} as const;

export const PurchaseSettingsPath = {
  list: '/api/purchaseSettings/list',
  update: '/api/purchaseSettings/update',
} as const;
