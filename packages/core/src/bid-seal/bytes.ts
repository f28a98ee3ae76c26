/**
 * Byte helpers that run alike in a browser and in Node (no Buffer): big-endian integers, concatenation, canonical
 * base64, and reading any chunk source (a web ReadableStream or an async iterable such as a Node stream).
 */

/** Bytes whose buffer is a plain ArrayBuffer: what WebCrypto's BufferSource takes in every lib's typing. */
export type Bytes = Uint8Array<ArrayBuffer>;

export function concatBytes(...parts: readonly Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export const utf8 = (text: string): Bytes => {
  const encoded = new TextEncoder().encode(text);
  return new Uint8Array(encoded);
};

export function randomBytes(length: number): Bytes {
  const out = new Uint8Array(length);
  globalThis.crypto.getRandomValues(out);
  return out;
}

export function readU32(bytes: Uint8Array, at: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(at, false);
}

export function readU16(bytes: Uint8Array, at: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint16(at, false);
}

export function writeU32(bytes: Uint8Array, at: number, value: number): void {
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).setUint32(at, value, false);
}

export function writeU16(bytes: Uint8Array, at: number, value: number): void {
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).setUint16(at, value, false);
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Decodes standard base64 (with padding); null for anything else, including a non-canonical spelling. */
export function fromBase64(text: string): Bytes | null {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) return null;
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return toBase64(out) === text ? out : null;
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** What sealing and opening read: a browser's `file.stream()`, a Node stream, or any async iterable of bytes. */
export type ByteSource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

/** The source's chunks in order. A ReadableStream is read through its reader (not every browser iterates one). */
export async function* chunksOf(source: ByteSource): AsyncGenerator<Uint8Array> {
  if (!('getReader' in source)) {
    yield* source;
    return;
  }
  const reader = source.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * Reads exact byte counts from a chunk source, holding no more than the bytes asked for plus one incoming chunk.
 * `read(n)` answers fewer than n bytes only at the end of the source.
 */
export class ByteReader {
  private readonly chunks: AsyncIterator<Uint8Array>;
  private pending: Uint8Array = new Uint8Array(0);
  private ended = false;

  constructor(source: ByteSource) {
    this.chunks = chunksOf(source)[Symbol.asyncIterator]();
  }

  async read(length: number): Promise<Bytes> {
    const out = new Uint8Array(length);
    let filled = 0;
    while (filled < length) {
      if (this.pending.length === 0) {
        if (this.ended) break;
        const next = await this.chunks.next();
        if (next.done) {
          this.ended = true;
          break;
        }
        this.pending = next.value;
        continue;
      }
      const take = Math.min(length - filled, this.pending.length);
      out.set(this.pending.subarray(0, take), filled);
      this.pending = this.pending.subarray(take);
      filled += take;
    }
    return filled === length ? out : out.slice(0, filled);
  }

  /** Stops reading the source early (a Node stream or a browser reader is then released). */
  async close(): Promise<void> {
    await this.chunks.return?.(undefined);
  }
}
