/**
 * A participant's page listening to the 开标大厅's events over real HTTP (test-only): `GET /api/opening/events` read
 * as a browser's fetch reads a stream, each `state` event parsed.
 */
import { type HallState, openingHallApi } from '@swp/core';

export interface HallListener {
  /** The next state event, or a rejection after `ms` without one. */
  next(ms?: number): Promise<HallState>;
  close(): void;
}

export async function listenToHall(baseUrl: string, projectId: number, token: string): Promise<HallListener> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${openingHallApi.events.path}?projectId=${projectId}`, {
    headers: { token, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    throw new Error(`no event stream: ${response.status} ${await response.text()}`);
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const queued: HallState[] = [];
  const waiting: ((state: HallState) => void)[] = [];
  let buffer = '';
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        if (!lines.includes('event: state')) continue;
        const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice('data: '.length));
        const state = JSON.parse(data.join('\n')) as HallState;
        const waiter = waiting.shift();
        if (waiter) waiter(state);
        else queued.push(state);
      }
    }
  })();
  return {
    next: (ms = 1000) =>
      new Promise<HallState>((resolve, reject) => {
        const ready = queued.shift();
        if (ready) return resolve(ready);
        const waiter = (state: HallState) => {
          clearTimeout(timer);
          resolve(state);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`no hall event within ${ms} ms`));
        }, ms);
        waiting.push(waiter);
      }),
    close: () => abort.abort(),
  };
}
