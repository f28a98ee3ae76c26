import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { WorkGate } from './work-gate.ts';

/** Work that finishes when the test says so, recording when it started. */
function controllable(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async () => {
      log.push(`start ${name}`);
      await done;
      return name;
    },
    finish,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkGate', () => {
  it('runs at most maxRunning at once, the rest in the order asked', async () => {
    const gate = new WorkGate(2, 3);
    const log: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => ({ name, pass: gate.admit(), ...controllable(log, name) }));
    const results = jobs.map((job) => job.pass.run(job.work));
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    jobs[1]!.finish();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    jobs[0]!.finish();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    jobs[2]!.finish();
    jobs[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses at once with 429 请稍后重试 beyond maxRunning + maxWaiting, and admits again once a place is left', () => {
    const gate = new WorkGate(2, 1);
    const passes = [gate.admit(), gate.admit(), gate.admit()];
    let refusal: unknown;
    try {
      gate.admit();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 429, message: '请稍后重试', httpStatus: 429 });
    passes[0]!.leave();
    passes[0]!.leave(); // a second leave gives nothing back twice
    gate.admit();
    expect(() => gate.admit()).toThrow('请稍后重试');
  });

  it('frees the slot when the work fails', async () => {
    const gate = new WorkGate(1, 0);
    const pass = gate.admit();
    await expect(pass.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await pass.run(async () => 'again')).toBe('again');
    pass.leave();
    expect(await gate.admit().run(async () => 'next')).toBe('next');
  });
});
