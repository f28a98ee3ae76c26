import { ErrorCode } from '@swp/core';
import { AppError } from './errors.ts';

/** What a request that finds the line full is told, at once. */
export const BUSY_MSG = '请稍后重试';

/** A place in a WorkGate's line, from admission until `leave()` (call it in a `finally`). */
export interface GatePass {
  /** Runs the work when one of the gate's slots is free (in the order the work was asked for). */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back; a second call does nothing. */
  leave(): void;
}

/**
 * Bounds CPU-heavy work in this process: `maxRunning` at once and at most `maxWaiting` more admitted behind them.
 * A request beyond that is refused at once (HTTP 429) and never waits, so a flood costs its sender refusals
 * instead of costing everyone else the CPU. In memory on purpose: it guards this process's cores, not a rule.
 * With `maxWaiting` infinite it is a line that never refuses (the bid uploads' line: no bid may fail for waiting).
 */
export class WorkGate {
  private admitted = 0;
  private running = 0;
  private readonly line: Array<() => void> = [];

  constructor(
    readonly maxRunning: number,
    readonly maxWaiting: number,
  ) {}

  /** Admits the request or throws the 429 refusal; admitted requests hold their place until `leave()`. */
  admit(): GatePass {
    if (this.admitted >= this.maxRunning + this.maxWaiting) {
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, BUSY_MSG, 429);
    }
    this.admitted++;
    let left = false;
    return {
      run: (work) => this.run(work),
      leave: () => {
        if (left) return;
        left = true;
        this.admitted--;
      },
    };
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.maxRunning) this.running++;
    else await new Promise<void>((resolve) => this.line.push(resolve));
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next in line, so it cannot be taken by a later arrival.
      const next = this.line.shift();
      if (next) next();
      else this.running--;
    }
  }
}
