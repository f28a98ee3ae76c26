/** What the 黑名单 calls answer, and the notice a blacklisted supplier is shown. */
import { z } from 'zod';
import { answerField, pageSchema } from '../envelope.ts';
import { BLACKLIST_STATUSES, BLACKLIST_TARGET_TYPES, BLACKLIST_TYPES } from './status.ts';

/** The entry that concerns a company now (GET /api/suppler/info `blacklist`): why and until when. */
export const blacklistNoticeOutput = z.object({
  type: z.enum(BLACKLIST_TYPES),
  reason: z.string(),
  startDate: answerField.day,
  endDate: answerField.day,
});
export type BlacklistNotice = z.infer<typeof blacklistNoticeOutput>;

export const blacklistEntryOutput = z.object({
  id: answerField.id,
  targetType: z.enum(BLACKLIST_TARGET_TYPES),
  targetId: answerField.id,
  /** The company's or expert's name as it was when listed. */
  targetName: z.string(),
  /** The credit code of a company, '' for an expert. */
  targetCode: z.string(),
  type: z.enum(BLACKLIST_TYPES),
  reason: z.string(),
  startDate: answerField.day,
  endDate: answerField.day,
  status: z.enum(BLACKLIST_STATUSES),
  attachment: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdByName: z.string(),
  createdAt: answerField.time,
  liftedAt: answerField.time.nullable(),
  liftedByName: z.string().nullable(),
  liftReason: z.string().nullable(),
});
export type BlacklistEntry = z.infer<typeof blacklistEntryOutput>;

export const blacklistPageOutput = pageSchema(blacklistEntryOutput);
