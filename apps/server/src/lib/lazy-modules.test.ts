import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../server-root.ts';

/** Packages the server must not load at start: only the requests (or the configuration) that need them do. */
const LOADED_ON_FIRST_USE = [
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  '@electric-sql/pglite',
  'drizzle-orm/pglite',
  'exceljs',
  'jszip',
  'pdfkit',
  'sharp',
  'svg-captcha',
];

/** The packages a built module imports statically, and those it imports with import(). */
function importsOf(source: string) {
  const statics = [...source.matchAll(/^import\s[^;]*?\sfrom\s*"([^"]+)";?$|^import\s*"([^"]+)";?$/gms)].map(
    (m) => m[1] ?? m[2]!,
  );
  const dynamics = [...source.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]!);
  return { statics, dynamics };
}

/**
 * The production build (build.mjs) keeps lazily loaded packages lazy. esbuild puts a file the server imports with
 * `await import('./x.ts')` into the bundle and hoists that file's package imports to the top, where they load at
 * start, unless the bundle is split: before the split the AWS SDK and PGlite loaded in every server.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('the server build', () => {
  let outdir: string;
  beforeAll(() => {
    outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-build-'));
    execFileSync(process.execPath, ['build.mjs', outdir], { cwd: SERVER_ROOT, stdio: 'pipe' });
  }, 60_000);
  afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

  /** What starting dist/main.js loads: its static imports, followed through the build's own chunks. */
  function loadedAtStart() {
    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const target of importsOf(fs.readFileSync(file, 'utf8')).statics) {
        if (target.startsWith('.')) visit(path.resolve(path.dirname(file), target));
        else packages.add(target);
      }
    };
    visit(path.join(outdir, 'main.js'));
    return packages;
  }

  it('loads none of the first-use packages at start', () => {
    const atStart = loadedAtStart();
    expect(atStart.has('fastify')).toBe(true); // the walk does find what the server needs at start
    expect(LOADED_ON_FIRST_USE.filter((name) => atStart.has(name))).toEqual([]);
  });

  it('still reaches each of them when it is needed', () => {
    const built = fs.readdirSync(outdir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    const sources = built.map((f) => fs.readFileSync(path.join(outdir, f), 'utf8'));
    const everywhere = new Set(sources.flatMap((s) => [...importsOf(s).statics, ...importsOf(s).dynamics]));
    expect(LOADED_ON_FIRST_USE.filter((name) => !everywhere.has(name))).toEqual([]);
  });
});
