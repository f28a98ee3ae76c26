/**
 * The reference of bench/bid-surge.ts: a bare Fastify route that takes the same multipart upload and streams its
 * file part to disk — no sign-in, no database, no hashing, no sealing. Run as its own process, like the real
 * server, so the two are measured alike: node --import tsx bench/support/bare-upload-server.ts <directory> [--flush]
 * With --flush each file and its directory are flushed to the disk before the answer, by the real server's own
 * flushToDisk (plugins/storage-disk.ts, used before a receipt is given): a reference that keeps what it acknowledged.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { flushToDisk } from '../../apps/server/src/plugins/storage-disk.ts';

const [directory, option] = process.argv.slice(2);
if (!directory || (option !== undefined && option !== '--flush')) {
  throw new Error('usage: bare-upload-server.ts <directory> [--flush]');
}
const flush = option === '--flush';
fs.mkdirSync(directory, { recursive: true });

const app = Fastify({ logger: false });
await app.register(multipart, { limits: { fileSize: 200 * 1024 * 1024, files: 1 } });
app.post('/api/bid/upload', async (request) => {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const file = path.join(directory, randomBytes(16).toString('hex'));
      await pipeline(part.file, fs.createWriteStream(file));
      if (flush) await flushToDisk(file);
    }
  }
  return { code: 0, msg: '操作成功' };
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.info(`bare upload server listening on http://localhost:${(app.server.address() as AddressInfo).port}`);
process.once('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
