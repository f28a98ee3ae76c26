import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt.ts';

const require = createRequire(import.meta.url);
const woff = fs.readFileSync(require.resolve('@openfonts/noto-sans-sc_all/files/noto-sans-sc-all-400.woff'));

describe('woffToSfnt', () => {
  it('gives the font the WOFF wraps: the same glyphs, outlines and metrics', () => {
    const packed = fontkit.create(woff) as fontkit.Font;
    const plain = fontkit.create(woffToSfnt(woff)) as fontkit.Font;
    expect(packed.type).toBe('WOFF');
    expect(plain.type).toBe('TTF');
    expect(plain.numGlyphs).toBe(packed.numGlyphs);
    expect(plain.postscriptName).toBe(packed.postscriptName);
    for (const char of ['标', '鑫', 'A', '￥']) {
      const a = packed.glyphForCodePoint(char.codePointAt(0)!);
      const b = plain.glyphForCodePoint(char.codePointAt(0)!);
      expect(b.id).toBe(a.id);
      expect(b.advanceWidth).toBe(a.advanceWidth);
      expect(b.path.toSVG()).toBe(a.path.toSVG());
    }
  });

  it('refuses what is not a WOFF 1.0 font', () => {
    expect(() => woffToSfnt(Buffer.from('%PDF-1.7'))).toThrow('not a WOFF 1.0 font');
    expect(() => woffToSfnt(Buffer.alloc(100))).toThrow('not a WOFF 1.0 font');
  });
});
