import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads the server's own source for the tests that check every 操作日志 line it writes (bidder-log-actions.test.ts:
 * the actions; audit-detail-keys.test.ts: the detail keys and coded values).
 */
export const SERVER_SRC = path.resolve(import.meta.dirname, '../../src');

// The test kits live under test/kits/, outside src/: here only the tests themselves are left out.
const isTestOnly = (file: string) => file.endsWith('.test.ts');

export function sourceFiles(dir: string = SERVER_SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !isTestOnly(full) ? [full] : [];
  });
}

/** The expression at `from` up to the next comma (unless `whole`) or closing bracket at its own depth. */
export function expressionAt(text: string, from: number, whole = false): string {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === '`' || c === "'") i = text.indexOf(c, i + 1);
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && depth-- === 0) return text.slice(from, i).trim();
    else if (c === ',' && depth === 0 && !whole) return text.slice(from, i).trim();
  }
  return text.slice(from).trim();
}

/** The source without comments (an apostrophe in a comment would read as a string). */
export const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^(\s*)\/\/.*$/gm, '$1');
