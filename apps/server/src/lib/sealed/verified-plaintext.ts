import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { DecryptStream, type OpenOptions } from './decrypt-stream.ts';

/**
 * A sealed file's plaintext for sending (a download), such that no byte leaves before it was authenticated
 * (README.md "Decrypting"). Resolves only once the header and the first chunk have been verified, so most faults
 * (another bid's file, a wrong key, a changed first chunk, not a sealed file) reject here with a SealedDataError,
 * before the caller has sent anything; the caller answers a refusal. A fault found later (a later chunk changed,
 * the file cut, the plaintext not the receipt's) errors the returned stream: the caller must then abort the
 * response, never end it cleanly.
 *
 * A version-1 file (one tag at the end) is staged: decrypted into a temporary file that no directory names (it is
 * unlinked as soon as it is opened, so a crash leaves nothing), and returned only after its tag and its SHA-256 held.
 * `onDone` runs once the key is no longer needed (to zero it).
 */
export async function openVerifiedPlaintext(
  source: Readable,
  projectKey: Buffer,
  options: OpenOptions & { stageDir?: string },
  onDone: () => void = () => undefined,
): Promise<Readable> {
  const decrypt = new DecryptStream(projectKey, options);
  pipeline(source, decrypt, onDone);
  const chunks = decrypt[Symbol.asyncIterator]();
  let first: IteratorResult<Buffer>;
  try {
    first = await chunks.next();
  } catch (error) {
    decrypt.destroy();
    throw error;
  }
  if (decrypt.version === 1) return staged(first, chunks, options.stageDir ?? os.tmpdir());
  return Readable.from(rest(first, chunks), { objectMode: false });
}

async function* rest(first: IteratorResult<Buffer>, chunks: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  try {
    if (first.done) return;
    yield first.value;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  } finally {
    // The reader went away (or the file failed): stop reading the stored file.
    await chunks.return?.();
  }
}

/** The whole plaintext of a version-1 file in an unnamed temporary file, read back only once it all verified. */
async function staged(first: IteratorResult<Buffer>, chunks: AsyncIterator<Buffer>, dir: string): Promise<Readable> {
  const name = path.join(dir, `swp-verify-${randomBytes(12).toString('hex')}`);
  const file = await fs.open(name, 'wx+', 0o600);
  try {
    await fs.unlink(name);
    for await (const part of rest(first, chunks)) await file.write(part);
  } catch (error) {
    await file.close();
    throw error;
  }
  return file.createReadStream({ start: 0, autoClose: true });
}
