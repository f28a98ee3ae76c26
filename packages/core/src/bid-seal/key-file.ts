import { type Bytes, fromBase64 } from './bytes.ts';
import { BidSealError, KEY_BYTES, SEAL_ID_BYTES } from './format.ts';

/**
 * The 解密密钥文件 (docs/bid-seal-format.md, "Key file"): the bid's raw key itself, for a supplier to keep as a backup
 * of its 解密口令. JSON, UTF-8: `{ format: "swp-bid-key", version: 1, sealId, key, note }`, `sealId` naming the sealed
 * file it opens (its header's seal id) and `key` the 32-byte key, both standard base64. Whoever holds it can open the
 * bid, so it is kept like the passphrase; the platform never stores it.
 */
export const KEY_FILE_FORMAT = 'swp-bid-key';
export const KEY_FILE_VERSION = 1;
export const KEY_FILE_NOTE = '投标文件解密密钥：持有此文件即可在开标时解密对应的投标文件，请妥善保管，切勿交给他人';

export function keyFileText(sealId: string, key: string): string {
  const file = { format: KEY_FILE_FORMAT, version: KEY_FILE_VERSION, sealId, key, note: KEY_FILE_NOTE };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The key and the seal id of a key file; anything else is `bad-key-file`. */
export function readKeyFile(text: string): { sealId: Bytes; key: Bytes } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BidSealError('bad-key-file');
  }
  const file = (parsed ?? {}) as Record<string, unknown>;
  if (file.format !== KEY_FILE_FORMAT || file.version !== KEY_FILE_VERSION) throw new BidSealError('bad-key-file');
  const sealId = typeof file.sealId === 'string' ? fromBase64(file.sealId) : null;
  const key = typeof file.key === 'string' ? fromBase64(file.key) : null;
  if (sealId?.length !== SEAL_ID_BYTES || key?.length !== KEY_BYTES) throw new BidSealError('bad-key-file');
  return { sealId, key };
}
