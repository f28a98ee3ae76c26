import { randomBytes } from 'node:crypto';
import { assertKey, associatedData, KEY_BYTES, SealedDataError, type SealOptions } from './format.ts';
import { openShort, sealShort } from './short-blob.ts';

const LABEL = 'swp/project-key/v1';
const SUBJECT = 'project key';

export interface ProjectKey {
  /** The 32 random bytes that seal the project's files and prices: keep in memory only, never store or log. */
  key: Buffer;
  /** The key sealed under the master key (`v1:…`): the only form that is stored. */
  wrapped: string;
}

/**
 * A fresh random 256-bit key for one project, and that key wrapped under the master key (`config.bidMasterKey`).
 * `options.context` (for example `project:17`) binds the wrapped key to its project row.
 */
export function wrapProjectKey(master: Buffer, options: SealOptions = {}): ProjectKey {
  assertKey(master, 'master key');
  const key = randomBytes(KEY_BYTES);
  return { key, wrapped: sealShort(master, key, associatedData(LABEL, options.context)) };
}

/** The project key, or a SealedDataError when the master key is not the one it was wrapped with or the blob was changed. */
export function unwrapProjectKey(master: Buffer, wrapped: string, options: SealOptions = {}): Buffer {
  assertKey(master, 'master key');
  const key = openShort(master, wrapped, associatedData(LABEL, options.context), SUBJECT);
  if (key.length !== KEY_BYTES) throw new SealedDataError('not-sealed', SUBJECT);
  return key;
}
