/**
 * Small but real documents for the demo companies (a one-page PDF and a PNG), stored the way an upload is: the
 * bytes in the file storage under a random key, a `files` row with the name, type, size and SHA-256. Generated,
 * not shipped, so the repository holds no binary and each company's licence names the company.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { DbOrTx } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import type { FileStorage } from '../plugins/storage.ts';

/** A one-page PDF 1.4 with a few lines of Helvetica text (ASCII: the standard fonts have no Chinese). */
export function demoPdf(lines: readonly string[]): Buffer {
  const pdfString = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map(
    (line, i) => `BT /F1 ${i === 0 ? 18 : 11} Tf 40 ${250 - i * 26} Td (${pdfString(line)}) Tj ET`,
  );
  const content = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 297] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A certificate-like PNG: a pale card with a coloured frame and a seal, `rgb` the frame colour. */
export function demoPng(rgb: [number, number, number], width = 160, height = 110): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x++) {
      const frame = x < 6 || y < 6 || x >= width - 6 || y >= height - 6;
      const seal = (x - width * 0.78) ** 2 + (y - height * 0.7) ** 2 < 14 ** 2;
      const pixel = frame ? rgb : seal ? [200, 30, 30] : [252, 249, 240];
      row.set(pixel, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method beyond 0, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface DemoFile {
  name: string;
  mimeType: 'application/pdf' | 'image/png';
  bytes: Buffer;
}

/**
 * Records a demo document as the supplier's own upload. Without a storage (the test suite's shared seeded
 * database, which no server's file directory holds) only the row is written: the document is listed, and opening
 * it answers 文件不存在.
 */
export async function storeDemoFile(
  tx: DbOrTx,
  storage: FileStorage | undefined,
  file: DemoFile,
  owner: { supplierId: number; at: Date },
): Promise<string> {
  const storageKey = storage ? await storage.put(Readable.from([file.bytes])) : randomBytes(16).toString('hex');
  const [row] = await tx
    .insert(files)
    .values({
      storageKey,
      originalName: file.name,
      mimeType: file.mimeType,
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      purpose: 'supplier-document',
      uploadedByRole: 'vender',
      uploadedById: owner.supplierId,
      createdAt: owner.at,
    })
    .returning({ id: files.id });
  return row!.id;
}
