import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

describe('clear buttons named in Chinese (clearable.tsx)', () => {
  it('every allowClear in the app names its button, through CLEARABLE_INPUT or CLEARABLE_SELECT', () => {
    const bare = sources(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          // `allowClear` alone means true; `allowClear={false}` shows no button and needs no name.
          /\ballowClear(?!=\{(CLEARABLE_(INPUT|SELECT)|false)\})/.test(line) && !/^\s*(\/\/|\*)/.test(line)
            ? [`${relative(SRC, file)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(bare).toEqual([]);
  });
});
