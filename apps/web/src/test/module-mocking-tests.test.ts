import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_MODULE_MOCKING_TESTS } from './module-mocking-tests.ts';

const webRoot = join(import.meta.dirname, '../..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(webRoot, path)] : [];
  });
}

describe('the component tests that mock modules', () => {
  it('run isolated: every file calling vi.mock is listed', () => {
    const mocking = testFiles(join(webRoot, 'src'))
      .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(join(webRoot, file), 'utf8')))
      .filter((file) => !file.endsWith('module-mocking-tests.test.ts'));
    expect(mocking.filter((file) => !WEB_MODULE_MOCKING_TESTS.includes(file))).toEqual([]);
  });
});
