/**
 * The permission catalogue of docs/product.md. The server checks these on every management route; the web reads the
 * same list to hide what the server would refuse. Names are exactly the product's strings (docs/product.md).
 */
export const Permission = {
  project: 'system:project',
  specialist: 'system:specialist',
  analysis: 'system:analysis',
  suppler: 'system:suppler',
  user: 'sys:user:user',
  template: 'system:template',
  grading: 'system:grading',
  dept: 'sys:sysDept:sysDept',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(Permission);

export const PERMISSION_LABELS: Record<Permission, string> = {
  'system:project': '项目管理、外部招募专家抽取',
  'system:specialist': '专家管理',
  'system:analysis': '统计分析',
  'system:suppler': '供应商管理、黑名单',
  'sys:user:user': '账号管理',
  'system:template': '公告模板管理',
  'system:grading': '评分标准管理',
  'sys:sysDept:sysDept': '机构管理',
};

/** docs/product.md: a check passes if the required name is '*' or is in the list. */
export function hasPermission(perms: readonly string[] | undefined, required: string): boolean {
  if (required === '*') return true;
  return !!perms && perms.includes(required);
}

/** The three signed-in areas, each with its own token (docs/product.md). */
export const Roles = ['staff', 'specialist', 'vender'] as const;
export type Role = (typeof Roles)[number];
