import { describe, expect, it } from 'vitest';
import { faultOf, newKey } from '../../../test/kits/sealed.ts';
import { wrapProjectKey } from './project-key.ts';
import { MAX_SEALED_VALUE_BYTES, sealValue, unsealValue } from './sealed-value.ts';

const projectKey = newKey();
const storedBytes = (sealed: string) => Buffer.from(sealed.slice(3), 'base64').length;

describe('sealed values (the 报价)', () => {
  it.each(['', '0', '1234567.89', '壹佰贰拾叁万元整', 'x'.repeat(MAX_SEALED_VALUE_BYTES)])(
    'round-trips %#',
    (value) => {
      const sealed = sealValue(projectKey, value);
      expect(sealed).toMatch(/^v1:/);
      expect(unsealValue(projectKey, sealed)).toBe(value);
    },
  );

  it('differs every time the same price is sealed', () => {
    expect(sealValue(projectKey, '100.00')).not.toBe(sealValue(projectKey, '100.00'));
  });

  it('does not reveal how long a price is', () => {
    const lengths = ['1', '99.5', '1234567.89', '123456789012.00'].map((v) => storedBytes(sealValue(projectKey, v)));
    expect(new Set(lengths).size).toBe(1);
  });

  it('refuses another project key, the master key, another context and an edited blob', () => {
    const sealed = sealValue(projectKey, '88.00', { context: 'bid:1:price' });
    expect(unsealValue(projectKey, sealed, { context: 'bid:1:price' })).toBe('88.00');
    expect(faultOf(() => unsealValue(newKey(), sealed, { context: 'bid:1:price' }))).toBe('not-authentic');
    expect(faultOf(() => unsealValue(projectKey, sealed, { context: 'bid:2:price' }))).toBe('not-authentic');
    expect(faultOf(() => unsealValue(projectKey, sealed))).toBe('not-authentic');
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    for (let at = 0; at < bytes.length; at += 7) {
      const edited = Buffer.from(bytes);
      edited[at]! ^= 0x10;
      expect(faultOf(() => unsealValue(projectKey, `v1:${edited.toString('base64')}`))).toBe('not-authentic');
    }
  });

  it('accepts only the canonical base64 spelling (Node would decode these to the same bytes)', () => {
    const sealed = sealValue(projectKey, '88.00');
    expect(sealed).toMatch(/[^=]=$/); // 92 bytes: the last character carries 2 unused bits
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const last = sealed.length - 2;
    const twin = `${sealed.slice(0, last)}${alphabet[alphabet.indexOf(sealed[last]!) ^ 1]}=`;
    expect(Buffer.from(twin.slice(3), 'base64').equals(Buffer.from(sealed.slice(3), 'base64'))).toBe(true);
    expect(faultOf(() => unsealValue(projectKey, twin))).toBe('not-sealed');
    expect(faultOf(() => unsealValue(projectKey, `${sealed.slice(0, 10)}\n${sealed.slice(10)}`))).toBe('not-sealed');
    expect(faultOf(() => unsealValue(projectKey, sealed.slice(0, -1)))).toBe('not-sealed');
  });

  it('cannot be opened as a wrapped project key or the other way round (different labels)', () => {
    const master = newKey();
    const { wrapped } = wrapProjectKey(master);
    expect(faultOf(() => unsealValue(master, wrapped))).toBe('not-authentic');
  });

  it('refuses a value too long to be a price, and a key of the wrong length', () => {
    expect(() => sealValue(projectKey, 'x'.repeat(MAX_SEALED_VALUE_BYTES + 1))).toThrow(RangeError);
    expect(() => sealValue(Buffer.alloc(8), '1')).toThrow(RangeError);
  });
});
