import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { files, objections } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { DAY, HOUR } from '../../lib/clock.ts';
import { removeUnclaimedFiles } from '../../platform/files/files.repo.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { OBJECTION_PURPOSE } from './objections.repo.ts';

/**
 * An attachment is uploaded before its objection is filed. One no objection names within a day was abandoned (the
 * form closed, the publicity ended): it is removed, row and bytes, so a company's unfiled uploads cannot pile up.
 */
export const UNFILED_UPLOAD_TTL_MS = DAY;
const BATCH = 200;

/** Up to `limit` unfiled uploads older than `before`, removed; answers their storage keys. */
function removeUnfiled(db: Db, before: Date, limit: number): Promise<string[]> {
  // Rows a filing is claiming right now are locked (objections.repo lockOwnUnclaimedUploads) and skipped.
  const unclaimed = sql`not exists (select 1 from ${objections} where ${objections.attachmentIds} @> jsonb_build_array(${files.id}::text))`;
  return removeUnclaimedFiles(db, { purpose: OBJECTION_PURPOSE, unclaimed, before, limit });
}

/** One sweep, in batches; answers how many files went. */
export async function sweepUnfiledObjectionUploads(deps: Deps, storage: FileStorage): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - UNFILED_UPLOAD_TTL_MS);
  let removed = 0;
  for (;;) {
    const keys = await removeUnfiled(deps.db, before, BATCH);
    // The rows are gone: bytes that fail to delete are only orphaned space, never a file someone can reach.
    for (const key of keys) await storage.delete(key).catch(() => undefined);
    removed += keys.length;
    if (keys.length < BATCH) return removed;
  }
}

/** Hourly while the server runs; not in test mode, where tests call the sweep with a moved clock. */
export function scheduleObjectionUploadSweep(app: FastifyInstance, storage: FileStorage): void {
  if (app.deps.config.mode === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepUnfiledObjectionUploads(app.deps, storage).catch((error) =>
        app.log.error({ err: error }, '清理未提交的异议附件失败'),
      );
    }, HOUR);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
