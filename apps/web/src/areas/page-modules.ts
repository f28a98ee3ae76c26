import type { ReactNode } from 'react';
import { AREA_BUNDLES, type AreaSegment, areaBundlePath } from '../app/area-bundles.ts';
import { pageModuleOf } from '../shared/layout/lazyPage.tsx';
import { leaves } from '../shared/layout/routeTable.ts';
import { MANAGE_BASE, manageHome, manageLayout, manageLogin, manageRoutes } from './manage/routes.tsx';
import { VENDER_BASE, venderRoutes } from './vender/routes.tsx';

/**
 * An address pattern (segments literal, `:name` for any one, a final `*` for any number) and the modules, by path
 * from the app's root, that a first load of it runs.
 */
export interface PageModules {
  pattern: string;
  modules: string[];
}

const modulesOf = (...elements: ReactNode[]) => elements.map(pageModuleOf).filter((m): m is string => m !== undefined);

/**
 * Which modules each address of the app needs, read from the route tables themselves: the build runs this in Node
 * (vite-page-preloads.ts) and writes the scripts of each for the server to preload; the browser never loads it.
 * Every area's addresses get at least its bundle; the vender and manage pages, their page's chunk too (each
 * leaf is routed as `path/*`, as AreaRoutes does). The specialist area is one bundle.
 */
export function pageModules(): PageModules[] {
  const pages: PageModules[] = (Object.keys(AREA_BUNDLES) as AreaSegment[]).map((segment) => ({
    pattern: `/${segment}/*`,
    modules: [areaBundlePath(segment)],
  }));
  const vender = areaBundlePath('vender');
  for (const leaf of leaves(venderRoutes)) {
    pages.push({ pattern: `${VENDER_BASE}/${leaf.path}/*`, modules: [vender, ...modulesOf(leaf.element)] });
  }
  const manage = areaBundlePath('manage');
  pages.push({ pattern: '/manage/login', modules: [manage, ...modulesOf(manageLogin)] });
  pages.push({ pattern: `${MANAGE_BASE}`, modules: [manage, ...modulesOf(manageLayout, manageHome)] });
  for (const leaf of leaves(manageRoutes)) {
    pages.push({
      pattern: `${MANAGE_BASE}/${leaf.path}/*`,
      modules: [manage, ...modulesOf(manageLayout, leaf.element)],
    });
  }
  return pages;
}
