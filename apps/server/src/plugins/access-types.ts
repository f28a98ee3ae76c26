import type { Role } from '@swp/core';
import type { RouteAccess } from '@swp/core/contract/access';
import type { Endpoint } from '@swp/core/contract/endpoint';

/** The access an endpoint declares (its home is the contract in core, which the OpenAPI document also reads). */
export type { GuardedAccess, RouteAccess } from '@swp/core/contract/access';

export interface Principal {
  role: Role;
  userId: number;
  sessionId: number;
  /** The display name written to the audit log. */
  name: string;
  /** What the user types to sign in (username / account); the lockout is keyed by it. */
  account: string;
  perms: readonly string[];
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The contract's declaration the route was registered from (lib/route.ts); none for a route not yet declared. */
    endpoint?: Endpoint;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}
