import { createHash } from 'node:crypto';
import { type HallState, type HallViewer, hallPhase, hallView } from '@swp/core';
import type { FastifyBaseLogger } from 'fastify';
import { listenTo, type Unlisten } from '../../db/listen.ts';
import type { Deps } from '../../deps.ts';
import { settleHall } from './hall-settle.ts';
import { loadHallFacts } from './hall-state.service.ts';
import { HALL_CHANNEL } from './opening-hall.repo.ts';

interface Subscriber {
  viewer: HallViewer;
  send(state: HallState): Promise<void>;
  /** Ends the connection (the server is shutting down). */
  end(): void;
}

/**
 * A participant's `send` that sends a state only when it differs from the last one this participant was sent
 * (`serverTime` aside, which differs every time). A change of the hall is heard by every connected page, but a
 * page told of a change it cannot see learns that one happened: before the start a bidder would count the events of
 * the others' 签到 — how many others bid, sealed until the opening (docs/rules.md, 招标投标法第二十二条) — and staff
 * before openTime the same. So a participant is sent an event only when its own view changed.
 */
export function onlyChanges(send: (state: HallState) => Promise<void>): (state: HallState) => Promise<void> {
  // A digest, not the text: 300 pages each holding the last view of 300 bidders would keep megabytes for nothing.
  let last: string | undefined;
  return (state) => {
    const { serverTime: _, ...seen } = state;
    const key = createHash('sha256').update(JSON.stringify(seen)).digest('base64');
    if (key === last) return Promise.resolve();
    last = key;
    return send(state);
  };
}

/** How often the end of a decryption window is looked for, at most. */
const WINDOW_CHECK_MS = 1000;

/** Changes that arrive within this time are sent as one: a burst of 签到 costs one read per project, not one each. */
const COALESCE_MS = 25;

/**
 * The hall's live updates in one process. Every change of a hall is written with a NOTIFY in its transaction
 * (`notifyHallChanged`), so every process on the database hears of it once it committed, whichever process wrote
 * it (LISTEN on PostgreSQL; PGlite's own listen in process). On a notification the process reads the hall once
 * (`loadHallFacts`) and sends each of its connected participants its own view (core `hallView`: what that viewer may
 * see, never another bid's content before 唱标) when that view changed (`onlyChanges`: no event tells of a change the
 * viewer may not see). The event carries the state itself, the same answer as
 * `GET /api/opening/state`, so a page needs no second request; the state lives in the database, so a reconnected or
 * reloaded page reads the same.
 */
export class HallEvents {
  readonly #subscribers = new Map<number, Set<Subscriber>>();
  readonly #pending = new Set<number>();
  /** The end of a decryption window each process waits for (then writes 唱标 unless another process did). */
  readonly #windows = new Map<number, NodeJS.Timeout>();
  #timer: NodeJS.Timeout | undefined;
  #listening: Promise<Unlisten> | null = null;

  constructor(
    private readonly deps: Deps,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Adds a participant; answers the function that removes it. Listening starts with the first participant. */
  async subscribe(projectId: number, subscriber: Subscriber): Promise<() => void> {
    await this.#listen();
    let set = this.#subscribers.get(projectId);
    if (!set) {
      set = new Set();
      this.#subscribers.set(projectId, set);
    }
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.#subscribers.get(projectId) === set) this.#subscribers.delete(projectId);
    };
  }

  /** How many participants this process holds (a benchmark reads it). */
  get connections(): number {
    let n = 0;
    for (const set of this.#subscribers.values()) n += set.size;
    return n;
  }

  /**
   * Watches the end of the project's decryption window while someone here watches the hall: nobody needs to press
   * anything when it passes, and every participant is told within a second. The server's clock is read again at
   * least every second (not one long timer), so a clock that moves — a test's, or one corrected by NTP — is followed.
   */
  armWindow(projectId: number, phase: HallState['phase'], decryptUntil: string | Date | undefined): void {
    if (phase !== 'decrypting' || !decryptUntil || this.#windows.has(projectId)) return;
    const end = new Date(decryptUntil).getTime();
    const check = () => {
      if (!this.#subscribers.has(projectId)) {
        this.#windows.delete(projectId);
        return;
      }
      const wait = end - this.deps.clock.now().getTime();
      if (wait > 0) {
        this.#windows.set(projectId, setTimeout(check, Math.min(wait, WINDOW_CHECK_MS)).unref());
        return;
      }
      this.#windows.delete(projectId);
      settleHall(this.deps, projectId).catch((error: Error) =>
        this.log.warn(`开标大厅：项目 ${projectId} 解密时间届满后唱标失败（${error.message}）`),
      );
    };
    check();
  }

  async close(): Promise<void> {
    clearTimeout(this.#timer);
    for (const timer of this.#windows.values()) clearTimeout(timer);
    this.#windows.clear();
    for (const set of this.#subscribers.values()) for (const s of set) s.end();
    this.#subscribers.clear();
    const listening = this.#listening;
    this.#listening = null;
    if (listening) await (await listening.catch(() => null))?.();
  }

  #listen(): Promise<Unlisten> {
    this.#listening ??= listenTo(this.deps.db, HALL_CHANNEL, {
      onNotify: (payload) => this.#changed(Number(payload)),
      // Notifications sent while the connection was down are lost: everyone reads again.
      onReconnect: () => {
        for (const projectId of this.#subscribers.keys()) this.#changed(projectId);
      },
      onError: (error) => this.log.warn(`开标大厅实时推送：数据库监听连接中断（${error.message}），正在重连`),
    }).catch((error: unknown) => {
      this.#listening = null;
      throw error;
    });
    return this.#listening;
  }

  #changed(projectId: number): void {
    if (!this.#subscribers.has(projectId)) return;
    this.#pending.add(projectId);
    this.#timer ??= setTimeout(() => {
      this.#timer = undefined;
      void this.#flush();
    }, COALESCE_MS);
  }

  async #flush(): Promise<void> {
    const projects = [...this.#pending];
    this.#pending.clear();
    await Promise.all(projects.map((projectId) => this.#push(projectId)));
  }

  async #push(projectId: number): Promise<void> {
    const subscribers = this.#subscribers.get(projectId);
    if (!subscribers) return;
    try {
      const facts = await loadHallFacts(this.deps.db, projectId);
      const now = this.deps.clock.now();
      this.armWindow(projectId, hallPhase(facts), facts.decryptUntil ?? undefined);
      await Promise.all(
        [...subscribers].map((s) => s.send(hallView(facts, s.viewer, now)).catch(() => subscribers.delete(s))),
      );
    } catch (error) {
      this.log.warn(`开标大厅实时推送：读取项目 ${projectId} 的开标状态失败（${(error as Error).message}）`);
    }
  }
}
