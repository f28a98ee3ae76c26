import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The web's layering rule, which biome cannot state (its import restrictions match the written specifier, and a
 * relative `../x` means another feature or the same one depending on how deep the importing file sits):
 * a file in apps/web/src/features/<A>/ imports from its own folder, shared/, app/, test/ and packages, never from
 * another feature (features/<B>/) nor from an area (areas/ compose features, not the other way round).
 * `npm run lint` runs it; docs/ARCHITECTURE.md states the rule.
 */

/** One import that crosses a boundary: the importing file and the file it names, both relative to src/. */
export interface Violation {
  from: string;
  to: string;
  line: number;
}

// Static imports and re-exports (`from '…'`), side-effect imports, dynamic import() and vi.mock/vi.importActual.
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|importActual|doMock)\s*\(\s*)['"]([^'"]+)['"]/g;

/** The layer a path under src/ belongs to: `features/<name>`, `areas`, `app`, `shared`, or null (test/, confirm/ …). */
function zone(pathFromSrc: string): string | null {
  const parts = pathFromSrc.split('/');
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  if (parts[0] === 'areas' || parts[0] === 'app' || parts[0] === 'shared') return parts[0];
  return null;
}

/**
 * Whether a file of layer `own` may import one of layer `theirs`. Everything may use shared/ and app/ (the HTTP
 * client, sessions, feedback); an area composes features; the root router (app/router.tsx) loads the areas; a
 * feature imports no other feature and no area, and shared/ and app/ import no feature.
 */
function allowed(own: string, theirs: string | null): boolean {
  if (theirs === null || theirs === own || theirs === 'shared' || theirs === 'app') return true;
  if (theirs === 'areas') return own === 'app';
  return own === 'areas';
}

/** The crossing imports in one file's text; `file` is its path relative to src/, with forward slashes. */
export function crossings(file: string, text: string): Violation[] {
  const own = zone(file);
  if (own === null || own === 'areas') return [];
  const found: Violation[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[1]!;
    if (!specifier.startsWith('.')) continue;
    const target = join(dirname(file), specifier).split(sep).join('/');
    if (!allowed(own, zone(target))) {
      found.push({ from: file, to: target, line: text.slice(0, match.index).split('\n').length });
    }
  }
  return found;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts)$/.test(entry.name)) yield path;
  }
}

/** Every crossing under `src` (apps/web/src). */
export function findCrossings(src: string): Violation[] {
  const all: Violation[] = [];
  const roots = ['features', 'shared', 'app'].map((dir) => join(src, dir));
  for (const path of roots.flatMap((root) => [...sourceFiles(root)])) {
    const file = relative(src, path).split(sep).join('/');
    all.push(...crossings(file, readFileSync(path, 'utf8')));
  }
  return all;
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename);
if (isMain) {
  const src = resolve(import.meta.dirname, '../apps/web/src');
  const violations = findCrossings(src);
  for (const v of violations) {
    console.error(
      `apps/web/src/${v.from}:${v.line} imports apps/web/src/${v.to}: a feature imports only itself, shared/ and app/ (docs/ARCHITECTURE.md)`,
    );
  }
  if (violations.length > 0) process.exit(1);
  console.info('feature imports: no import across features');
}
