/**
 * `npm run bench`: runs every benchmark script in this folder (bench/*.ts except this one), one after another so
 * they never compete for the CPU, each in its own process. Exits non-zero if any script failed or missed its target.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const scripts = fs
  .readdirSync(here)
  .filter((name) => name.endsWith('.ts') && name !== path.basename(fileURLToPath(import.meta.url)))
  .sort();

const failed: string[] = [];
for (const script of scripts) {
  console.info(`\n▶ bench/${script}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, script)], { stdio: 'inherit' });
  if (result.status !== 0) failed.push(script);
}

console.info(failed.length === 0 ? '\nall benchmarks met their targets' : `\nfailed: ${failed.join(', ')}`);
if (failed.length > 0) process.exitCode = 1;
