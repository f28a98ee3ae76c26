import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found by walking up from this module to the nearest package.json.
 * The same answer whether the code runs from its sources (src/…, under tsx in development and tests) or from the
 * production build (dist/main.js), so the files the server reads at run time (its migrations) and the repository's
 * data and web folders are found from either.
 */
function findServerRoot(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('apps/server/package.json not found above the server code');
    folder = parent;
  }
  return folder;
}

export const SERVER_ROOT = findServerRoot();
/** The repository's root: the default DATA_DIR and WEB_DIST sit under it. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
