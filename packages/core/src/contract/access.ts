import type { Permission, Role } from '../permissions.ts';

/**
 * Who may call an endpoint, as the server enforces it (apps/server/src/plugins/access.ts) and the OpenAPI document
 * shows it. A route without one fails at start-up and in the route test.
 * - `public: true`: no token needed. With `identify`, a valid token of that area is still read and its user set
 *   as `request.principal` (null otherwise, never refused), for a route whose answer depends on who asks — the
 *   service then demands more with `demandAccess` when it must (a download public only once published); the
 *   endpoint's `accessNote` says the real rule.
 * - `role`: a valid token of that area; for staff optionally a permission of the catalogue (docs/product.md).
 * - `allowMustChange`: a staff user or expert who must change the password may still call it (getAuth, userInfo,
 *   modifyPassword, logout).
 * - `identify` may name several areas for a read that two kinds of user share under one fixed path
 *   (docs/integration.md: the 开标记录 for staff and for the project's bidders); the service then demands the one
 *   that fits the caller.
 */
export type RouteAccess = { public: true; identify?: Role | readonly Role[] } | GuardedAccess;

/** What a signed-in caller must be: the declaration of a guarded route, or what a service demands at its turn. */
export type GuardedAccess =
  | { role: 'staff'; permission?: Permission; allowMustChange?: boolean }
  | { role: 'specialist'; allowMustChange?: boolean }
  | { role: 'vender' };
