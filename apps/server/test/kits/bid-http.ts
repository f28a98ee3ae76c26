/**
 * A bid upload over real HTTP to a server process (test and benchmark only): the multipart body streamed as a
 * browser sends it — the text fields, then the file chunk by chunk — so the server receives it over time and a
 * test can kill the server while uploads are on the wire. The file's SHA-256 is computed as it is sent.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { type BidReceipt, bidApi, type Envelope } from '@swp/core';

const XSRF = 'bid-http-test';

export interface HttpUploadResult {
  status: number;
  body: Envelope<BidReceipt> | null;
  /** SHA-256 and size of the file bytes that were written to the socket. */
  sentSha256: string;
  sentSize: number;
  /** From the first byte sent to the whole answer read. */
  ms: number;
}

/**
 * Streams one upload; resolves with the answer, or rejects when the connection breaks (a killed server). `file`
 * yields the bytes; a delay between its chunks is the caller's.
 */
export function postBidOverHttp(
  baseUrl: string,
  token: string,
  fields: Record<string, string>,
  fileName: string,
  file: AsyncIterable<Buffer>,
  agent?: http.Agent,
): Promise<HttpUploadResult> {
  const boundary = `----bidHttp${Math.random().toString(16).slice(2)}`;
  const head = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${encodeURIComponent(fileName)}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
  ]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const hash = createHash('sha256');
  let sentSize = 0;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${bidApi.upload.path}`, {
      method: 'POST',
      agent,
      headers: {
        cookie: `XSRF-TOKEN=${XSRF}`,
        'x-xsrf-token': XSRF,
        token,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: Envelope<BidReceipt> | null = null;
        try {
          body = JSON.parse(text) as Envelope<BidReceipt>;
        } catch {
          body = null;
        }
        const ms = performance.now() - started;
        resolve({ status: response.statusCode ?? 0, body, sentSha256: hash.digest('hex'), sentSize, ms });
      });
    });
    const write = (chunk: Buffer) =>
      new Promise<void>((done, fail) => {
        if (request.destroyed) {
          fail(new Error('connection closed'));
          return;
        }
        if (request.write(chunk)) done();
        else request.once('drain', done);
      });
    (async () => {
      await write(head);
      for await (const chunk of file) {
        hash.update(chunk);
        sentSize += chunk.length;
        await write(chunk);
      }
      await write(tail);
      request.end();
    })().catch((error) => request.destroy(error as Error));
  });
}
