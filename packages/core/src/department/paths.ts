/** 机构管理 (reading: any staff; changes: sys:sysDept:sysDept). The server routes, the web and the tests use these. */
export const DepartmentPath = {
  tree: '/api/sysDept/tree',
  create: '/api/sysDept/create',
  rename: '/api/sysDept/rename',
  move: '/api/sysDept/move',
  setEnabled: '/api/sysDept/setEnabled',
  delete: '/api/sysDept/delete',
} as const;
