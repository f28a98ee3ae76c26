import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { DAY, HOUR } from '../../lib/clock.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { removeUnclaimedUploads } from './supplier-files.repo.ts';

/**
 * The registration form uploads the licence before the company exists, so anyone may upload a supplier document
 * (rate limited, and an hourly quota per address). A file no save names within a day is an abandoned form's or
 * someone's misuse: it is removed, row and bytes, so anonymous uploads cannot pile up.
 */
export const UNCLAIMED_UPLOAD_TTL_MS = DAY;
const SWEEP_EVERY_MS = HOUR;
const BATCH = 200;

/** One sweep: removes what has waited longer than the TTL, in batches; answers how many files went. */
export async function sweepUnclaimedUploads(deps: Deps, storage: FileStorage): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - UNCLAIMED_UPLOAD_TTL_MS);
  let removed = 0;
  for (;;) {
    const keys = await removeUnclaimedUploads(deps.db, before, BATCH);
    // The rows are gone: bytes that fail to delete are only orphaned space, never a file someone can reach.
    for (const key of keys) await storage.delete(key).catch(() => undefined);
    removed += keys.length;
    if (keys.length < BATCH) return removed;
  }
}

/**
 * Sweeps hourly while the server runs (each server process may: a row is removed once, whoever gets it). Not in
 * test mode, where tests call the sweep themselves with a moved clock.
 */
export function scheduleUploadSweep(app: FastifyInstance, storage: FileStorage): void {
  if (app.deps.config.mode === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepUnclaimedUploads(app.deps, storage).catch((error) =>
        app.log.error({ err: error }, '清理未使用的上传文件失败'),
      );
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
