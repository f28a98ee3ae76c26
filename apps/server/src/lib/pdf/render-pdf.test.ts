import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/kits/pdf.ts';
import { PdfThread } from './render-pdf.ts';
import type { PdfReport } from './report.ts';

const createdAt = new Date('2026-03-04T02:15:30Z');
const receipt = (name: string): PdfReport => ({ title: '投标回执', fields: [['投标单位', name]], createdAt });

/** Waits until `check` holds, up to `ms`. */
async function eventually(check: () => boolean, ms: number) {
  for (const start = Date.now(); !check() && Date.now() - start < ms; ) await sleep(50);
  return check();
}

describe('the PDF thread', () => {
  it('renders off the request thread: timers keep firing while a long report is laid out', async () => {
    const thread = new PdfThread({ idleMs: 200 });
    const rows = Array.from({ length: 400 }, (_, i) => [`第${i + 1}家供水设备有限公司`, `${i}.00`]);
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 10);
    const started = Date.now();
    const pdf = await thread.render({
      title: '开标记录',
      table: { columns: [{ header: '投标单位', weight: 3 }, { header: '投标报价（元）' }], rows },
      createdAt,
    });
    const took = Date.now() - started;
    clearInterval(ticking);
    expect((await readPdf(pdf)).pages).toBeGreaterThan(5);
    // Laid out here, the font's parsing and the 400 rows would hold the event loop for most of `took`; in the
    // thread the 10 ms timer fires through it (checked: rendering with renderReportHere, ticks stay near 0).
    expect(took).toBeGreaterThan(300);
    expect(ticks).toBeGreaterThan(took / 10 / 4);
  });

  it('ends after its idle time, giving the font memory back, and starts again for the next PDF', async () => {
    const thread = new PdfThread({ idleMs: 200 });
    const first = await thread.render(receipt('杭州鑫堃珺喆水务设备有限公司'));
    expect(thread.running).toBe(true);
    expect(await eventually(() => !thread.running, 5000)).toBe(true);
    const second = await thread.render(receipt('城东供水设备有限公司'));
    expect(thread.running).toBe(true);
    expect((await readPdf(first)).text).toContain('杭州鑫堃珺喆水务设备有限公司');
    expect((await readPdf(second)).text).toContain('城东供水设备有限公司');
  });

  it('refuses a report it cannot render with the error, and goes on rendering the others', async () => {
    const thread = new PdfThread({ idleMs: 200 });
    const [broken, fine] = await Promise.allSettled([
      thread.render({ title: '投标回执', fields: [null as never], createdAt }),
      thread.render(receipt('城西水务工程有限公司')),
    ]);
    expect(broken.status).toBe('rejected');
    expect((broken as PromiseRejectedResult).reason.message).toMatch(/iterable/);
    expect(fine.status).toBe('fulfilled');
    expect((await readPdf((fine as PromiseFulfilledResult<Buffer>).value)).text).toContain('城西水务工程有限公司');
    // Columns may carry more than PdfColumn declares (the 开标记录's read their cells with a function): only the
    // declared fields go to the thread.
    const columns = [{ header: '投标单位', value: (row: string[]) => row[0] }];
    const table = await thread.render({ ...receipt('x'), table: { columns, rows: [['城北水务有限公司']] } });
    expect((await readPdf(table)).text).toContain('城北水务有限公司');
    // Anything else that is not plain data is refused before it reaches the thread.
    await expect(thread.render({ ...receipt('x'), notes: [(() => '') as never] })).rejects.toThrow(
      /could not be cloned/,
    );
    expect((await readPdf(await thread.render(receipt('城南管道有限公司')))).text).toContain('城南管道有限公司');
  });

  it('refuses the pending reports of a thread that dies (its heap ceiling reached) and starts a new one after', async () => {
    // 4 MB of old space: the font alone needs more, so the thread dies parsing it.
    const thread = new PdfThread({ idleMs: 200, resourceLimits: { maxOldGenerationSizeMb: 4 } });
    const both = await Promise.allSettled([thread.render(receipt('甲')), thread.render(receipt('乙'))]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((both[0] as PromiseRejectedResult).reason.code).toBe('ERR_WORKER_OUT_OF_MEMORY');
    expect(thread.running).toBe(false);
    // Not left waiting on the dead thread: the next report starts a new one (which dies the same way here).
    await expect(thread.render(receipt('丙'))).rejects.toThrow();
    expect(thread.running).toBe(false);
  });
});
