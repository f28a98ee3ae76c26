import { allowedType, BID_FILE_TYPES, extensionOf } from '../../platform/files/file-types.ts';

/**
 * The contexts (lib/sealed README: they bind a ciphertext to the row it was written for) of what the hall re-seals
 * under the project key once a bidder decrypted its bid: the plaintext file for the committee, and the 报价 from the
 * sealed manifest until 唱标.
 */
export const hallPlainContext = (bidId: number) => `hall-plain:${bidId}`;
export const hallOfferContext = (bidId: number) => `hall:${bidId}:offer`;

/** The type of a decrypted bid file, by the name sealed in its manifest (the upload saw only the sealed file). */
export const plainMimeType = (fileName: string) =>
  allowedType(extensionOf(fileName), BID_FILE_TYPES)?.mimeType ?? 'application/octet-stream';
