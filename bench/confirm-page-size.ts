/**
 * Size of the public confirmation page (docs/rules.md, docs/product.md): what a phone downloads from the SMS link before the
 * page can show anything — the JS and CSS that the built confirm.html loads — must stay ≤ 80 KB gzip.
 * Run: node --import tsx bench/confirm-page-size.ts [distDir]   (default apps/web/dist; run `npm run build` first)
 *
 * It reads dist/confirm.html, follows its <script src>, <link rel=stylesheet|modulepreload> tags and the static
 * `import … from "./x.js"` of each loaded chunk (lazy `import()` is not followed: it is not needed to render),
 * and sums each file's gzip size at level 9 — the level of the .gz files the server sends (vite-precompress.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const CONFIRM_PAGE_LIMIT_BYTES = 80 * 1024;

export interface ConfirmPageSize {
  files: Array<{ file: string; bytes: number; gzip: number }>;
  totalGzip: number;
  limit: number;
  ok: boolean;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TAG = /<(script|link)\b[^>]*>/gi;
const ATTR = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i');
// Static imports in a minified ES chunk: `import{a as b}from"./x.js"`, `import"./y.js"`, `export*from"./z.js"`.
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?["']([^"']+\.(?:js|mjs|css))["']/g;

/** Asset URLs the HTML makes the browser fetch up front. */
function assetsOfHtml(html: string): string[] {
  const urls: string[] = [];
  for (const [tag, name] of html.matchAll(TAG)) {
    if (name!.toLowerCase() === 'script') {
      const src = ATTR('src').exec(tag)?.[1];
      if (src) urls.push(src);
      continue;
    }
    const rel = ATTR('rel').exec(tag)?.[1]?.toLowerCase() ?? '';
    const href = ATTR('href').exec(tag)?.[1];
    if (href && (rel === 'stylesheet' || rel === 'modulepreload')) urls.push(href);
  }
  return urls;
}

const isLocal = (url: string) => !/^([a-z][a-z\d+.-]*:)?\/\//i.test(url);

export function measureConfirmPage(distDir = join(root, 'apps/web/dist')): ConfirmPageSize {
  const htmlPath = join(distDir, 'confirm.html');
  if (!existsSync(htmlPath)) throw new Error(`${htmlPath} is missing: run \`npm run build\` first`);
  const pending = assetsOfHtml(readFileSync(htmlPath, 'utf8')).filter(isLocal);
  const seen = new Set<string>();
  const files: ConfirmPageSize['files'] = [];
  while (pending.length > 0) {
    const url = pending.shift()!;
    const rel = url.split(/[?#]/)[0]!.replace(/^\//, '');
    if (seen.has(rel)) continue;
    seen.add(rel);
    const path = join(distDir, rel);
    const buf = readFileSync(path);
    files.push({ file: rel, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
    if (/\.m?js$/.test(rel)) {
      for (const [, spec] of buf.toString('utf8').matchAll(STATIC_IMPORT)) {
        if (spec!.startsWith('.')) pending.push(join(dirname(rel), spec!));
        else if (spec!.startsWith('/')) pending.push(spec!);
      }
    }
  }
  const totalGzip = files.reduce((sum, f) => sum + f.gzip, 0);
  return { files, totalGzip, limit: CONFIRM_PAGE_LIMIT_BYTES, ok: totalGzip <= CONFIRM_PAGE_LIMIT_BYTES };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function main() {
  const result = measureConfirmPage(process.argv[2] ? resolve(process.argv[2]) : undefined);
  const width = Math.max(...result.files.map((f) => f.file.length), 4);
  console.info('confirm page (confirm.html): JS + CSS loaded before first render');
  for (const f of result.files) {
    console.info(`  ${f.file.padEnd(width)}  ${kb(f.bytes).padStart(9)}  gzip ${kb(f.gzip).padStart(8)}`);
  }
  console.info(
    `confirm page size: ${kb(result.totalGzip)} gzip in ${result.files.length} files — target ≤ ${kb(result.limit)}: ` +
      (result.ok ? 'MET' : 'NOT MET'),
  );
  if (!result.ok) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
