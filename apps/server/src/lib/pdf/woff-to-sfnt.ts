import { inflateSync } from 'node:zlib';

/**
 * Unpacks a WOFF 1.0 font (W3C WOFF File Format 1.0, §4–§5) into the plain TrueType/OpenType file it wraps.
 * Why: fontkit keeps a WOFF compressed and inflates a whole table, in JavaScript, every time it reads one glyph, so
 * laying out one page of Chinese from a 30,000-glyph font took minutes; the unpacked font is read directly. Done
 * once per process (fonts.ts). Only node:zlib is needed: each table is a zlib stream, or stored as is when that was
 * not smaller.
 */
const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_ENTRY_BYTES = 16;

const align4 = (n: number) => (n + 3) & ~3;

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER_BYTES || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('not a WOFF 1.0 font');
  }
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER_BYTES + i * WOFF_ENTRY_BYTES;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table length does not match its directory entry');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });

  // The sfnt table directory's binary-search fields (OpenType spec, "Table Directory").
  const power = 2 ** Math.floor(Math.log2(Math.max(numTables, 1)));
  const directoryBytes = SFNT_HEADER_BYTES + numTables * SFNT_ENTRY_BYTES;
  const sfnt = Buffer.alloc(directoryBytes + tables.reduce((sum, t) => sum + align4(t.data.length), 0));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = directoryBytes;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER_BYTES + i * SFNT_ENTRY_BYTES;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += align4(table.data.length);
  });
  return sfnt;
}
