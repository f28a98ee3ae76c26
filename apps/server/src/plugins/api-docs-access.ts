import type { Role } from '@swp/core';
import type { RouteAccess } from './access-types.ts';

/** The three areas a token belongs to, by the names integrators see in the web's paths (docs/product.md). */
const AREA: Record<Role, { name: 'manage' | 'specialist' | 'vender'; label: string }> = {
  staff: { name: 'manage', label: '管理端' },
  specialist: { name: 'specialist', label: '专家端' },
  vender: { name: 'vender', label: '供应商端' },
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the document says about one operation's access, merged into its OpenAPI operation. */
export interface OperationAccess {
  description: string;
  security: Record<string, string[]>[];
  /** `public` or the area whose token the route demands. */
  'x-access': 'public' | 'manage' | 'specialist' | 'vender';
  /** The staff permission of the product's catalogue (e.g. system:project), when the route demands one. */
  'x-permission'?: string;
  /** Areas whose token a public route reads when sent (its answer depends on who asks). */
  'x-identify'?: string[];
}

/**
 * The route's declared `config.access` (plugins/access-types.ts) in words and in OpenAPI terms: the security
 * requirement (header `token`, and the XSRF double-submit on every non-GET, docs/integration.md) and `x-` extensions a
 * client generator can read. Written from the same declaration access.ts enforces, so the two cannot differ.
 */
export function describeAccess(access: RouteAccess, method: string): OperationAccess {
  const safe = SAFE_METHODS.has(method);
  const xsrf: Record<string, string[]> = safe ? {} : { xsrfHeader: [], xsrfCookie: [] };
  const xsrfNote = safe ? '' : '；须带 XSRF 双重提交（请求头 X-XSRF-TOKEN 与 Cookie XSRF-TOKEN 相同）';
  if ('public' in access) {
    const areas = access.identify === undefined ? [] : [access.identify].flat();
    if (areas.length === 0) {
      return { description: `公开接口，无需令牌${xsrfNote}。`, security: [xsrf], 'x-access': 'public' };
    }
    const labels = areas.map((role) => `${AREA[role].label}（${AREA[role].name}）`).join('或');
    return {
      description: `公开接口；携带${labels}的有效令牌时按调用者身份作答，服务再视情况要求相应身份${xsrfNote}。`,
      // Either without a token or with one: both are valid calls.
      security: [xsrf, { token: [], ...xsrf }],
      'x-access': 'public',
      'x-identify': areas.map((role) => AREA[role].name),
    };
  }
  const area = AREA[access.role];
  const permission = access.role === 'staff' ? access.permission : undefined;
  const parts = [`需${area.label}令牌（${area.name}，请求头 token）`];
  if (permission) parts.push(`权限：${permission}`);
  if ('allowMustChange' in access && access.allowMustChange) parts.push('须修改密码的用户也可调用');
  return {
    description: `${parts.join('；')}${xsrfNote}。`,
    security: [{ token: [], ...xsrf }],
    'x-access': area.name,
    ...(permission ? { 'x-permission': permission } : {}),
  };
}
