import { createBidSeal } from '@swp/core/bid-seal/index';

/** The bid file as the sealing step reads it: a File, or anything that streams its bytes the same way. */
export interface SealSource {
  name: string;
  size: number;
  stream(): ReadableStream<Uint8Array>;
}

export interface SealedBidFile {
  /** The sealed file, named SEALED_UPLOAD_NAME, ready to be the upload's file part (its bytes stay in the Blobs). */
  file: File;
  /** The 解密密钥文件's text (docs/bid-seal-format.md, "The key file"). */
  keyFile: string;
  /** The seal id, base64: names the key file so a bidder with several bids can tell them apart. */
  sealId: string;
}

/**
 * How much sealed output is gathered before it is folded into a Blob. Chromium keeps a Blob's bytes in its blob
 * store, outside the page's JS heap (paged to disk when large), and a Blob made of Blobs refers to them without
 * copying; so the heap holds at most this much sealed output at any time, whatever the file's size.
 */
const FOLD_BYTES = 4 * 1024 * 1024;

/** Reads the file's own stream, counting bytes for the progress and stopping when the bidder cancels. */
async function* counted(source: SealSource, onBytes: (read: number) => void, signal?: AbortSignal) {
  const reader = source.stream().getReader();
  let read = 0;
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      if (done) return;
      read += value.length;
      onBytes(read);
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * 投标人加密 in the browser: seals the bid file and its 报价 with core's bid-seal (the format the server checks and
 * the hall opens), streaming the file from `File.stream()` in 64 KiB chunks. The sealed output goes into Blob
 * parts folded every few MB, so a 100 MB bid is never whole in the JS heap.
 *
 * Why a Blob and not a streaming request body: `fetch` with a ReadableStream body needs HTTP/2 or HTTP/3
 * (Chromium refuses it over HTTP/1.1, which the platform is also served by) and reports no upload progress; a
 * Blob is sent by XMLHttpRequest with its progress events like any file, from the browser's blob store.
 *
 * `onProgress` gets the percentage of the file read and sealed. The passphrase is used here only (PBKDF2, 600,000
 * iterations) and never leaves the browser.
 */
export async function sealBidFile(
  input: { file: SealSource; offer: string; passphrase: string },
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<SealedBidFile> {
  const seal = await createBidSeal({ passphrase: input.passphrase, offer: input.offer, fileName: input.file.name });
  const total = Math.max(1, input.file.size);
  const onBytes = (read: number) => onProgress(Math.min(99, Math.floor((read / total) * 100)));
  const folded: Blob[] = [];
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const fold = () => {
    if (pending.length === 0) return;
    folded.push(new Blob(pending as BlobPart[]));
    pending = [];
    pendingBytes = 0;
  };
  for await (const piece of seal.sealed(counted(input.file, onBytes, signal))) {
    pending.push(piece);
    pendingBytes += piece.length;
    if (pendingBytes >= FOLD_BYTES) fold();
  }
  fold();
  onProgress(100);
  const file = new File(folded, SEALED_UPLOAD_NAME, { type: 'application/octet-stream' });
  return { file, keyFile: seal.keyFile, sealId: seal.sealId };
}

/**
 * The name the sealed file is uploaded under. The bid file's own name is sealed inside with the 报价 (a name such as
 * 某某公司投标文件.pdf tells a bid apart), so the platform is sent a neutral one and learns the real name only when
 * the bidder decrypts.
 */
export const SEALED_UPLOAD_NAME = '密封投标文件.swpb';

/** The key file's name: the bid file's name and the first characters of its seal id (several bids stay apart). */
export const keyFileName = (fileName: string, sealId: string) =>
  `解密密钥-${fileName.replace(/\.[^.]+$/, '')}-${sealId.replace(/[^A-Za-z0-9]/g, '').slice(0, 8)}.json`;
