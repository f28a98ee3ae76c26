import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { woffToSfnt } from './woff-to-sfnt.ts';

/**
 * The CJK font every PDF of the server is set in: Noto Sans SC (SIL Open Font License), the whole font as one WOFF
 * from the npm package `@openfonts/noto-sans-sc_all`, so a fresh machine renders Chinese without any system font.
 * Why this package: `@fontsource/noto-sans-sc` slices the font into ~100 files by Unicode range (and its one-file
 * "chinese-simplified" subset lacks about 1,000 GB 2312 characters that company names do use), and the Source Han
 * Sans packages carry CID-keyed OTF files four times the size. WOFF rather than WOFF2: fontkit inflates WOFF with
 * zlib, but decodes WOFF2's Brotli in JavaScript, many times slower for a 30,000-glyph font. The WOFF is unpacked
 * once into the plain font it wraps (woff-to-sfnt.ts), which fontkit reads without inflating anything per glyph.
 * PDFKit embeds only the glyphs a document uses, so a one-page receipt stays a few dozen kilobytes.
 */
const require = createRequire(import.meta.url);

const FONT_FILES = {
  regular: '@openfonts/noto-sans-sc_all/files/noto-sans-sc-all-400.woff',
  bold: '@openfonts/noto-sans-sc_all/files/noto-sans-sc-all-700.woff',
} as const;

export type FontWeight = keyof typeof FONT_FILES;

const loaded = new Map<FontWeight, fontkit.Font>();

/**
 * The font, parsed once per PDF thread (render-pdf.ts; the WOFF unpacked, about 10 MB each) and shared by every
 * document after: PDFKit takes a fontkit font as it is and makes each document's own subset of it, so a document
 * costs only its layout.
 * Why not hand PDFKit the bytes: it then parses the font again for every table cell that sets its own font (a
 * cell restores the previous font from its bytes, not its name), which made a 40-row table take seconds.
 */
export function pdfFont(weight: FontWeight): fontkit.Font {
  let font = loaded.get(weight);
  if (!font) {
    const parsed = fontkit.create(woffToSfnt(fs.readFileSync(require.resolve(FONT_FILES[weight]))));
    if (!('layout' in parsed)) throw new Error(`${FONT_FILES[weight]} is a font collection, not one font`);
    font = parsed;
    loaded.set(weight, font);
  }
  return font;
}
