import { z } from 'zod';
import { idField } from '../id-field.ts';
import { moneyField } from '../project/schema.ts';

/** The bid file limit when BID_MAX_MB is not set (docs/security.md: default 100 MB for bid files). */
export const DEFAULT_BID_MAX_MB = 100;

/**
 * The file types a bid may be (by extension; the server also checks the first bytes): documents (PDF, Word, Excel),
 * the archives a multi-file bid is packed in (ZIP, RAR, 7z) and scans (JPG, PNG). The browser checks the same list
 * before sending a large file.
 */
export const BID_FILE_EXTENSIONS: readonly string[] = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'zip',
  'rar',
  '7z',
  'jpg',
  'jpeg',
  'png',
];

/** The 报价: a positive amount in 元 with at most two decimals, kept as an exact decimal string. */
export const bidOfferField = moneyField('投标报价').refine((v) => v !== '0.00', '投标报价须大于0');

/** Where a bid goes: the project and, when it has 标段, the section (the text fields every upload sends). */
export const bidPlaceFields = z.object({
  projectId: idField('项目'),
  sectionId: idField('标段').nullish(),
});

/**
 * The text fields of a 平台加密 `POST /api/bid/upload` (multipart; the file part is checked while it streams), as the
 * 投标 form fills them. A 投标人加密 upload sends only `bidPlaceFields`: its 报价 is sealed inside the file (bid-seal/).
 */
export const bidUploadFields = bidPlaceFields.extend({ offer: bidOfferField });

/** The upload's fields as the contract reads them: `offer` by the project's 加密方式 (the service decides). */
export const bidUploadContractFields = bidPlaceFields.extend({
  offer: bidOfferField
    .optional()
    .describe('投标报价：平台加密项目必填；投标人加密项目不得填写（报价已密封在投标文件中）'),
});

/** `POST /api/bid/mine`, `GET /api/bid/receipt`. */
export const bidMineInput = z.object({
  projectId: idField('项目'),
  sectionId: idField('标段').nullish(),
});

/** `POST /api/bid/list`, `POST /api/bid/open`, `POST /api/bid/openingRecord` and the record's exports. */
export const bidProjectInput = z.object({ projectId: idField('项目') });

/**
 * A bid's public id, its receipt's `bidId` (docs/integration.md: "an opaque string, not a sequence number"): 96 random bits
 * as 24 lowercase hex digits, so two receipts tell nothing of how many bids were lodged between them. The row's
 * integer key stays inside the server.
 */
export const BID_PUBLIC_ID_PATTERN = /^[0-9a-f]{24}$/;
export const BAD_BID_ID = '投标文件编号不正确';
export const bidPublicIdField = z.string({ error: BAD_BID_ID }).regex(BID_PUBLIC_ID_PATTERN, BAD_BID_ID);

/** `GET /api/bid/download?bidId=`. */
export const bidDownloadInput = z.object({ bidId: bidPublicIdField });
