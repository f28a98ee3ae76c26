import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { PENDING_CROSSINGS } from './feature-imports-pending.ts';

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

/**
 * The findings against the pending list: every crossing not listed, and every listed crossing no file makes any
 * more, so the list is kept in step.
 */
export function check(
  found: Violation[],
  pending: readonly string[] = PENDING_CROSSINGS,
): { violations: Violation[]; stale: string[] } {
  const pairs = new Set(found.map((v) => `${v.from} → ${v.to}`));
  return {
    violations: found.filter((v) => !pending.includes(`${v.from} → ${v.to}`)),
    stale: pending.filter((pair) => !pairs.has(pair)),
  };
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename);
if (isMain) {
  const src = resolve(import.meta.dirname, '../apps/web/src');
  const { violations, stale } = check(findCrossings(src));
  for (const v of violations) {
    console.error(
      `apps/web/src/${v.from}:${v.line} imports apps/web/src/${v.to}: a feature imports only itself, shared/ and app/ (docs/ARCHITECTURE.md)`,
    );
  }
  for (const pair of stale)
    console.error(`tools/feature-imports-pending.ts lists ${pair}, which no file imports now: remove it`);
  if (violations.length > 0 || stale.length > 0) process.exit(1);
  console.info(`feature imports: no new import across features (${PENDING_CROSSINGS.length} pending)`);
}
