import type { Readable } from 'node:stream';
import { type BlacklistEntry, type blacklistListInput, blacklistStatus, type Page } from '@swp/core';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { FileRow } from '../../platform/files/files.repo.ts';
import { openStoredFile } from '../../platform/files/files.service.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import {
  type BlacklistPageRow,
  blacklistWhere,
  countBlacklistEntries,
  findBlacklistEntries,
  findEntryAttachment,
} from './blacklist.repo.ts';
import { beijingToday } from './blacklist-standing.ts';

function toEntry({ entry, attachmentName }: BlacklistPageRow, today: string): BlacklistEntry {
  return {
    id: entry.id,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetName: entry.targetName,
    targetCode: entry.targetCode,
    type: entry.type,
    reason: entry.reason,
    startDate: entry.startDate,
    endDate: entry.endDate,
    status: blacklistStatus(entry, today),
    attachment: entry.attachmentFileId ? { id: entry.attachmentFileId, name: attachmentName ?? '' } : null,
    createdByName: entry.createdByName,
    createdAt: entry.createdAt.toISOString(),
    liftedAt: entry.liftedAt?.toISOString() ?? null,
    liftedByName: entry.liftedByName,
    liftReason: entry.liftReason,
  };
}

/** Newest first; the status is computed for the server's Beijing day, in the filter and in every row alike. */
export async function listBlacklist(
  deps: Deps,
  input: z.output<typeof blacklistListInput>,
): Promise<Page<BlacklistEntry>> {
  const { page, pageSize, ...filter } = input;
  const today = beijingToday(deps.clock);
  const where = blacklistWhere(filter, today);
  const total = await countBlacklistEntries(deps.db, where);
  const rows = await findBlacklistEntries(deps.db, where, pageSize, (page - 1) * pageSize);
  return { list: rows.map((r) => toEntry(r, today)), total, page, pageSize };
}

/** The decision document of an entry; 文件不存在 when the entry has none. */
export async function openBlacklistAttachment(
  deps: Deps,
  storage: FileStorage,
  entryId: number,
): Promise<{ file: FileRow; stream: Readable }> {
  const file = await findEntryAttachment(deps.db, entryId);
  if (!file) throw notFound('文件不存在');
  return { file, stream: await openStoredFile(storage, file) };
}
