import { describe, expect, it } from 'vitest';
import { faultOf, newKey } from '../../../test/kits/sealed.ts';
import { unwrapProjectKey, wrapProjectKey } from './project-key.ts';

const master = newKey();

/** The blob with one base64 character replaced by another valid one. */
function editCharacter(wrapped: string, at: number) {
  const chars = wrapped.split('');
  chars[at] = chars[at] === 'A' ? 'B' : 'A';
  return chars.join('');
}

describe('project key wrapping', () => {
  it('gives a random 32-byte key, stored as v1:<base64>, that the same master key unwraps', () => {
    const { key, wrapped } = wrapProjectKey(master);
    expect(key).toHaveLength(32);
    expect(wrapped).toMatch(/^v1:[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(wrapped.slice(3), 'base64')).toHaveLength(12 + 16 + 32);
    expect(wrapped).not.toContain(key.toString('base64'));
    expect(unwrapProjectKey(master, wrapped).equals(key)).toBe(true);
  });

  it('makes a different key and blob every time', () => {
    const a = wrapProjectKey(master);
    const b = wrapProjectKey(master);
    expect(a.key.equals(b.key)).toBe(false);
    expect(a.wrapped).not.toBe(b.wrapped);
  });

  it('refuses a wrong master key with SealedDataError, never another key', () => {
    const { wrapped } = wrapProjectKey(master);
    expect(faultOf(() => unwrapProjectKey(newKey(), wrapped))).toBe('not-authentic');
    const almost = Buffer.from(master);
    almost[31]! ^= 1;
    expect(faultOf(() => unwrapProjectKey(almost, wrapped))).toBe('not-authentic');
    expect(() => unwrapProjectKey(newKey(), wrapped)).toThrow('project key: sealed data failed authentication');
  });

  it('refuses every edited character of the blob', () => {
    const { wrapped } = wrapProjectKey(master);
    for (let at = 3; at < wrapped.length; at++) {
      if (wrapped[at] === '=') continue;
      expect(faultOf(() => unwrapProjectKey(master, editCharacter(wrapped, at)))).toMatch(/not-authentic|not-sealed/);
    }
  });

  it('refuses a truncated, extended, re-versioned or foreign blob', () => {
    const { wrapped } = wrapProjectKey(master);
    const bytes = Buffer.from(wrapped.slice(3), 'base64');
    const blob = (b: Buffer) => `v1:${b.toString('base64')}`;
    expect(faultOf(() => unwrapProjectKey(master, blob(bytes.subarray(0, 27))))).toBe('truncated');
    expect(faultOf(() => unwrapProjectKey(master, blob(bytes.subarray(0, 59))))).toBe('not-authentic');
    expect(faultOf(() => unwrapProjectKey(master, blob(Buffer.concat([bytes, Buffer.from([0])]))))).toBe(
      'not-authentic',
    );
    expect(faultOf(() => unwrapProjectKey(master, `v2:${wrapped.slice(3)}`))).toBe('unsupported-version');
    expect(faultOf(() => unwrapProjectKey(master, wrapped.slice(3)))).toBe('not-sealed');
    expect(faultOf(() => unwrapProjectKey(master, ''))).toBe('not-sealed');
    expect(faultOf(() => unwrapProjectKey(master, `${wrapped} `))).toBe('not-sealed');
  });

  it('binds the blob to its context when one is given', () => {
    const { key, wrapped } = wrapProjectKey(master, { context: 'project:17' });
    expect(unwrapProjectKey(master, wrapped, { context: 'project:17' }).equals(key)).toBe(true);
    expect(faultOf(() => unwrapProjectKey(master, wrapped, { context: 'project:18' }))).toBe('not-authentic');
    expect(faultOf(() => unwrapProjectKey(master, wrapped))).toBe('not-authentic');
  });

  it('refuses a master key that is not 32 bytes before doing anything', () => {
    expect(() => wrapProjectKey(Buffer.alloc(16))).toThrow(RangeError);
    expect(() => unwrapProjectKey(Buffer.alloc(31), wrapProjectKey(master).wrapped)).toThrow(RangeError);
  });
});
