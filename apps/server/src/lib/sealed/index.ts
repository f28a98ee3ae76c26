/** Sealed bids (README.md): the project key hierarchy, sealed files as streams, sealed short values. */
export { DecryptStream, type OpenOptions } from './decrypt-stream.ts';
export { EncryptStream, type PlaintextDigest } from './encrypt-stream.ts';
export {
  CHUNK_BYTES,
  isSealedFileSize,
  SealedDataError,
  type SealedDataFault,
  type SealOptions,
  sealedFileSize,
} from './format.ts';
export { decryptToHash, encryptToStream } from './pipelines.ts';
export { type ProjectKey, unwrapProjectKey, wrapProjectKey } from './project-key.ts';
export { MAX_SEALED_VALUE_BYTES, sealValue, unsealValue } from './sealed-value.ts';
export { openVerifiedPlaintext } from './verified-plaintext.ts';
