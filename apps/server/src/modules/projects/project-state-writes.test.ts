import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { updateProject } from './projects.repo.ts';

/**
 * A project's state changes through transitionProject alone (project-transition.ts). This reads every file the
 * server runs — the import graph from main.ts, so test helpers that force a state are left out and a new module is
 * in as soon as something imports it — and fails on any other writer of the projects table's state.
 */

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const REPO_FILE = 'modules/projects/projects.repo.ts';
const TRANSITION_FILE = 'modules/projects/project-transition.ts';

/** The source of every file reachable from main.ts by relative imports, by path under src/. */
function serverFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const pending = [join(SRC, 'main.ts')];
  while (pending.length > 0) {
    const file = pending.pop()!;
    const key = relative(SRC, file);
    if (files.has(key)) continue;
    const text = readFileSync(file, 'utf8');
    files.set(key, text);
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+\.ts)'/g)) {
      pending.push(resolve(dirname(file), m[1]!));
    }
  }
  return files;
}

const where = (files: Map<string, string>, pattern: RegExp) =>
  [...files].filter(([, text]) => pattern.test(text)).map(([path]) => path);

describe('the one writer of a project state', () => {
  const files = serverFiles();

  it('walks the whole server', () => {
    expect(files.has(TRANSITION_FILE)).toBe(true);
    expect(files.has('modules/announcements/announcement-publish.service.ts')).toBe(true);
    expect(files.has('seed/demo-projects.ts')).toBe(true);
    // Test helpers (test/kits/) are not part of the running server: nothing the server runs reaches outside src/.
    expect([...files.keys()].filter((file) => file.startsWith('..'))).toEqual([]);
  });

  it('updates and inserts project rows only in projects.repo.ts, and never by raw SQL', () => {
    expect(where(files, /\.\s*(update|insert)\s*\(\s*projects\s*\)/)).toEqual([REPO_FILE]);
    expect(where(files, /\b(update|into)\s+"?projects"?\b/i)).toEqual([]);
  });

  it('writes the state column in writeProjectState only, called by transitionProject only', () => {
    const repo = files.get(REPO_FILE)!;
    // The one `status` a set() names is writeProjectState's; insertProject takes core's initial states.
    const sets = [...repo.matchAll(/\.set\(\s*\{[^}]*\}/g)].map((m) => m[0]);
    expect(sets.filter((set) => /\bstatus\b/.test(set))).toEqual(['.set({ status: state, updatedAt: now }']);
    expect(repo).toMatch(
      /export async function writeProjectState\([^)]*\)[^{]*\{\s*await tx\.update\(projects\)\.set\(\{ status: state/,
    );
    expect(where(files, /\bwriteProjectState\b/).sort()).toEqual([TRANSITION_FILE, REPO_FILE].sort());
  });

  it('reads the target from the lifecycle table, never from the caller', () => {
    const transition = files.get(TRANSITION_FILE)!;
    expect(transition).toContain('TRANSITIONS[request.action].to');
    expect(transition).toMatch(/writeProjectState\(tx, project\.id, to, now\)/);
  });

  it('refuses a state smuggled into the general update (a cast or a spread row)', async () => {
    const patch = { status: 'awarded' } as unknown as Parameters<typeof updateProject>[2];
    await expect(updateProject({} as never, 1, patch)).rejects.toThrow('transitionProject only');
  });
});
