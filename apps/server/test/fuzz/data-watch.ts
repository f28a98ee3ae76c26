import type { Db } from '../../src/db/client.ts';
import { changedTables, fingerprint } from './db-fingerprint.ts';

/**
 * Proves that refused requests change no data, looking at the database as rarely as that allows: refused requests
 * are collected, and the data is compared with the last look only before a request that may be accepted (an
 * accepted one may change data, so it must not be blamed on the refused ones) and at the end.
 */
export class DataWatch {
  private baseline: Record<string, string> = {};
  private pending: string[] = [];

  constructor(
    private readonly db: Db,
    private readonly tables: readonly string[],
    private readonly report: (failure: string) => void,
  ) {}

  async reset(): Promise<void> {
    this.baseline = await fingerprint(this.db, this.tables);
    this.pending = [];
  }

  refused(what: string): void {
    this.pending.push(what);
  }

  /** The refused requests since the last look changed nothing; the current data becomes the baseline. */
  async settle(): Promise<void> {
    if (this.pending.length === 0) return;
    const now = await fingerprint(this.db, this.tables);
    const changed = changedTables(this.baseline, now);
    if (changed.length > 0) {
      const requests = this.pending.slice(0, 5).join(' | ');
      this.report(`${this.pending.length} refused request(s) changed ${changed.join(', ')}: ${requests}`.slice(0, 600));
    }
    this.baseline = now;
    this.pending = [];
  }

  /** After an accepted request: whatever it changed is the new baseline. */
  async accepted(): Promise<void> {
    this.baseline = await fingerprint(this.db, this.tables);
  }
}
