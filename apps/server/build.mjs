/**
 * The production build of the server, run by `npm run build`: `node dist/start.cjs` starts it.
 * - dist/main.js: src/main.ts and @swp/core bundled into one ES module. Packages from node_modules stay imports
 *   (external), so native modules (sharp), fonts and lazily loaded libraries resolve as they do in development.
 * - dist/chunks/: what the server imports on first use (`await import('./storage-s3.ts')`, the embedded database's
 *   driver), split out of main.js. Without the split, esbuild puts a lazily imported file's code in main.js and
 *   hoists its package imports to the top of the bundle, where they load at start: the AWS SDK alone then held
 *   ~4.6 MB of heap and ~22 MB of resident memory in a server that stores its files on the disk.
 * - dist/pdf-thread.js: the worker thread every PDF is rendered in (src/lib/pdf/render-pdf.ts), bundled the same way.
 * - dist/start.cjs: src/start.ts, which sizes libuv's thread pool before it imports dist/main.js (why CommonJS:
 *   start.ts).
 * - dist/meta.json: esbuild's metafile of the three: every output file and what it imports, statically or on first
 *   use (src/lib/lazy-modules.test.ts reads it; https://esbuild.github.io/analyze/ draws it).
 * Why a build at all: under tsx the server keeps the TypeScript loader, its worker and every module's source map in
 * memory — a restarted server idles at ~215 MB that way and at ~125 MB from the bundle, memory that the deadline
 * surge of bid uploads needs (bench/bid-surge.ts). Development (`npm run dev`) and the tests run the sources
 * through tsx.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

/** Bare imports are packages (external), except the workspace's own TypeScript packages, which are bundled. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@swp/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** start.ts imports the server's sources; the built entry imports the built server beside it instead. */
const serverStaysExternal = {
  name: 'server-stays-external',
  setup(builder) {
    builder.onResolve({ filter: /^\.\/main\.ts$/ }, () => ({ path: './main.js', external: true }));
  },
};

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  // Stack traces map back to the sources with NODE_OPTIONS=--enable-source-maps (off by default: it costs memory).
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
};

// `node build.mjs <folder>` builds elsewhere (src/lib/lazy-modules.test.ts inspects such a build).
const outdir = process.argv[2] ?? 'dist';
rmSync(outdir, { recursive: true, force: true });
const server = await build({
  ...common,
  entryPoints: ['src/main.ts'],
  outdir,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  plugins: [packagesStayExternal],
});
// The PDF thread (src/lib/pdf/render-pdf.ts), started from dist/main.js as dist/pdf-thread.js.
const pdfThread = await build({
  ...common,
  entryPoints: ['src/lib/pdf/pdf-thread.ts'],
  outfile: `${outdir}/pdf-thread.js`,
  format: 'esm',
  plugins: [packagesStayExternal],
});
const start = await build({
  ...common,
  entryPoints: ['src/start.ts'],
  outfile: `${outdir}/start.cjs`,
  format: 'cjs',
  plugins: [serverStaysExternal],
});
const inputs = Object.assign({}, ...[server, pdfThread, start].map((result) => result.metafile.inputs));
const outputs = Object.assign({}, ...[server, pdfThread, start].map((result) => result.metafile.outputs));
writeFileSync(`${outdir}/meta.json`, JSON.stringify({ inputs, outputs }));
