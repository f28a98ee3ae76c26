/** The 专家管理 endpoints (staff, system:specialist). The web and the tests use these names. */
export const SpecialistPath = {
  list: '/api/specialist/list',
  detail: '/api/specialist/detail',
  create: '/api/specialist/create',
  update: '/api/specialist/update',
  freeze: '/api/specialist/freeze',
  unfreeze: '/api/specialist/unfreeze',
  delete: '/api/specialist/delete',
  revealIdNumber: '/api/specialist/revealIdNumber',
  createAccount: '/api/specialist/createAccount',
  resetPassword: '/api/specialist/resetPassword',
  importTemplate: '/api/specialist/importTemplate',
  import: '/api/specialist/import',
  export: '/api/specialist/export',
} as const;

/** The 专业类别 tree (staff, system:specialist). */
export const SpecialtyPath = {
  tree: '/api/specialty/tree',
  create: '/api/specialty/create',
  rename: '/api/specialty/rename',
  move: '/api/specialty/move',
  delete: '/api/specialty/delete',
} as const;
