import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { leaves } from '../shared/layout/routeTable.ts';
import { MANAGE_BASE, manageRoutes } from './manage/routes.tsx';
import { pageModules } from './page-modules.ts';
import { VENDER_BASE, venderRoutes } from './vender/routes.tsx';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const modulesOf = (pattern: string) => pageModules().find((p) => p.pattern === pattern)?.modules;

describe('the modules each address needs (what the server preloads)', () => {
  it('names, for every vender page, the area bundle and the page chunk, files that exist', () => {
    for (const leaf of leaves(venderRoutes)) {
      const modules = modulesOf(`${VENDER_BASE}/${leaf.path}/*`);
      expect(modules, leaf.path).toHaveLength(2);
      expect(modules?.[0]).toBe('/src/areas/vender/VenderArea.tsx');
    }
    expect(modulesOf(`${VENDER_BASE}/bulletin/*`)).toEqual([
      '/src/areas/vender/VenderArea.tsx',
      '/src/features/bulletin/BulletinPage.tsx',
    ]);
    expect(modulesOf(`${VENDER_BASE}/project/:projectId/*`)?.[1]).toBe(
      '/src/areas/vender/my-projects/MyProjectPage.tsx',
    );
  });

  it('names, for the manage login, its chunk alone, and for every manage page the layout and the page', () => {
    expect(modulesOf('/manage/login')).toEqual([
      '/src/areas/manage/ManageArea.tsx',
      '/src/areas/manage/ManageLogin.tsx',
    ]);
    for (const leaf of leaves(manageRoutes)) {
      const modules = modulesOf(`${MANAGE_BASE}/${leaf.path}/*`);
      expect(modules, leaf.path).toHaveLength(3);
      expect(modules?.slice(0, 2)).toEqual(['/src/areas/manage/ManageArea.tsx', '/src/areas/manage/ManageLayout.tsx']);
    }
  });

  it('gives every area its bundle, and names only modules that exist', () => {
    for (const area of ['manage', 'specialist', 'vender', 'errors']) expect(modulesOf(`/${area}/*`)).toHaveLength(1);
    for (const { modules } of pageModules()) {
      for (const m of modules) expect(existsSync(path.join(webRoot, m)), m).toBe(true);
    }
  });
});
