/**
 * A short-lived memory of 公告栏 pages, already serialized and encoded, keyed by the request URL. The bulletin is public, the same for every reader and
 * changes only when an announcement is published, yet it is by far the most requested page: serving a page from
 * memory for a few seconds takes the database out of the hot path.
 *
 * Why this does not break "nothing shared lives in process memory": the cache holds only copies of public data
 * and is never the source of truth. Publishing on this server clears it after commit; another server behind the
 * same database shows the new announcement within `ttlMs` (BULLETIN_CACHE_MS, default 3 s; 0 turns it off).
 *
 * Each app has its own cache, registered under its database handle (a WeakMap keyed by it): apps on other databases
 * in one process (tests) never see each other's pages, and the publish service clears the caches of its database
 * without app-level wiring.
 */
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../lib/per-database.ts';

const MAX_ENTRIES = 500;

interface Entry {
  body: Buffer;
  expiresAt: number;
}

export class BulletinCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number) {}

  get(key: string, now: number): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.body;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, body: Buffer, now: number): void {
    if (this.ttlMs <= 0) return;
    // Oldest first out: a Map iterates in insertion order, so the first key is the oldest entry.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { body, expiresAt: now + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}

const cachesOf = perDatabase(() => new Set<BulletinCache>());

/** A new cache for one app, cleared whenever an announcement is published through the same database handle. */
export function createBulletinCache(db: Db, ttlMs: number): BulletinCache {
  const cache = new BulletinCache(ttlMs);
  cachesOf(db).add(cache);
  return cache;
}

/** Called after an announcement is published (or anything else the bulletin shows has changed). */
export function clearBulletinCache(db: Db): void {
  for (const cache of cachesOf(db)) cache.clear();
}
