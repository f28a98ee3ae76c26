import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every test file of the server, relative to its root. */
function serverTestFiles(): string[] {
  return ['src', 'test'].flatMap((dir) =>
    fs
      .readdirSync(path.join(SERVER_ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.join(dir, file)),
  );
}

/**
 * The server's test files share their worker's modules (isolate: false in vitest.config.ts): a module mock would reach
 * a module only when no earlier file of the worker had imported it, so a test could pass or check nothing depending
 * on the order the files ran in. None may mock a module.
 */
describe('the server tests share their modules', () => {
  it('mocks no module', () => {
    const files = serverTestFiles();
    expect(files.length).toBeGreaterThan(100);
    const mocking = files.filter((file) =>
      /\bvi\s*\.\s*(mock|doMock|hoisted)\s*\(/.test(fs.readFileSync(path.join(SERVER_ROOT, file), 'utf8')),
    );
    expect(mocking, 'test files calling vi.mock, vi.doMock or vi.hoisted').toEqual([]);
  });
});
