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

/** What esbuild's metafile (build.mjs writes it as meta.json) says each output file imports. */
interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>;
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

  const metafile = () => JSON.parse(fs.readFileSync(path.join(outdir, 'meta.json'), 'utf8')) as Metafile;

  /** What starting main.js loads: its static imports, followed through the build's own chunks. */
  function loadedAtStart() {
    const { outputs } = metafile();
    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (output: string) => {
      if (seen.has(output)) return;
      seen.add(output);
      for (const { path: target, kind, external } of outputs[output]!.imports) {
        if (kind !== 'import-statement') continue;
        if (external) packages.add(target);
        else visit(target);
      }
    };
    const main = Object.keys(outputs).find(
      (output) => path.resolve(SERVER_ROOT, output) === path.join(outdir, 'main.js'),
    );
    visit(main!);
    return packages;
  }

  it('loads none of the first-use packages at start', () => {
    const atStart = loadedAtStart();
    expect(atStart.has('fastify')).toBe(true); // the walk does find what the server needs at start
    expect(LOADED_ON_FIRST_USE.filter((name) => atStart.has(name))).toEqual([]);
  });

  it('still reaches each of them when it is needed', () => {
    const imported = new Set(Object.values(metafile().outputs).flatMap((output) => output.imports.map((i) => i.path)));
    expect(LOADED_ON_FIRST_USE.filter((name) => !imported.has(name))).toEqual([]);
  });
});
