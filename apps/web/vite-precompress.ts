import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const gz = promisify(gzip);
const br = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Writes `<file>.gz` and `<file>.br` next to every compressible output file, so the server can serve them
 * with preCompressed instead of compressing on each request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'swp:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const jobs: Promise<void>[] = [];
      for await (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        jobs.push(
          readFile(file).then(async (buf) => {
            const [g, b] = await Promise.all([
              gz(buf, { level: 9 }),
              br(buf, {
                params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
              }),
            ]);
            await Promise.all([writeFile(`${file}.gz`, g), writeFile(`${file}.br`, b)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}
