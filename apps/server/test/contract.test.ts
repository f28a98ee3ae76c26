import { ALL_ENDPOINTS } from '@swp/core/contract/all';
import { describe, expect, it } from 'vitest';
import { isApiDocsRoute } from '../src/plugins/api-docs-page.ts';
import { useTestApp } from './app.ts';

/**
 * Each endpoint declared once (packages/core/src/contract): every /api route is registered from its declaration
 * (lib/route.ts), and every declaration is registered. Only the documentation's own page and files are not
 * declared: they serve the document, and are hidden from it.
 */
const { t } = useTestApp();
const key = (r: { method: string; url?: string; path?: string }) => `${r.method} ${r.url ?? r.path}`;
// HEAD is the twin Fastify adds to each GET.
const routes = () => t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && !isApiDocsRoute(r.url));

describe('the API contract', () => {
  it('registers every declared endpoint from its declaration, with its method, path and access', () => {
    const registered = new Map(routes().map((r) => [key(r), r]));
    for (const declared of ALL_ENDPOINTS) {
      const route = registered.get(key(declared));
      expect(route, key(declared)).toBeDefined();
      expect(route?.endpoint, key(declared)).toBe(declared);
      expect(route?.access, key(declared)).toEqual(declared.access);
    }
  });

  it('has no /api route without a declaration', () => {
    const undeclared = routes().filter((r) => r.endpoint === undefined);
    expect(undeclared.map(key)).toEqual([]);
  });

  it('registers each declared route only from the contract’s list', () => {
    const declared = new Set(ALL_ENDPOINTS);
    const stray = routes().filter((r) => r.endpoint !== undefined && !declared.has(r.endpoint));
    expect(stray.map(key)).toEqual([]);
  });
});
