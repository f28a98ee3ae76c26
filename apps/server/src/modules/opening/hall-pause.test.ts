import { ErrorCode, formatDateTimeCn, hallPauseRefusal, openingHallApi, projectApi } from '@swp/core';
import { and, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { lodgedBidderTender } from '../../../test/kits/opening.ts';
import type { Db } from '../../db/client.ts';
import { auditLogs, projects } from '../../db/schema/index.ts';

const { t, api } = useTestAppWithFiles('swp-hall-pause-');
afterEach(() => t.clock.reset());

/** The project's pause flag and its 暂停 lines in the 操作日志. */
async function pauseTrace(db: Db, projectId: number) {
  const [project] = await db
    .select({ paused: projects.paused, pauseReason: projects.pauseReason, updatedAt: projects.updatedAt })
    .from(projects)
    .where(eq(projects.id, projectId));
  const [lines] = await db
    .select({ n: count() })
    .from(auditLogs)
    .where(and(eq(auditLogs.action, 'project.pause'), eq(auditLogs.targetId, String(projectId))));
  return { ...project!, lines: lines!.n };
}

describe('暂停 and the 开标大厅’s decryption window', () => {
  it('is refused while the window is open, naming its end, and allowed once it has passed', async () => {
    const tender = await lodgedBidderTender(t, api, 3);
    const { projectId, staffToken } = tender;
    const pause = () => api.call(projectApi.pause, { id: projectId, reason: '收到投诉' }, { token: staffToken });
    const started = await api.call(openingHallApi.start, { projectId }, { token: staffToken });
    const decryptUntil = new Date(started.body.data!.decryptUntil);

    const before = await pauseTrace(t.db, projectId);
    const refused = await pause();
    expect(refused.body.code).toBe(ErrorCode.RULE);
    expect(refused.body.msg).toBe(hallPauseRefusal({ decryptUntil, announcedAt: null }, t.clock.now()));
    expect(refused.body.msg).toContain(`解密截止时间${formatDateTimeCn(decryptUntil.getTime())}`);
    expect(await pauseTrace(t.db, projectId)).toEqual(before);
    // Still refused in the window's last second.
    t.clock.advance(decryptUntil.getTime() - t.clock.now().getTime() - 1000);
    expect((await pause()).body.code).toBe(ErrorCode.RULE);
    expect(await pauseTrace(t.db, projectId)).toEqual(before);

    // Once the window has passed (唱标 not even written yet), a pause is taken and stops the close.
    t.clock.advance(1000);
    expect((await pause()).body).toMatchObject({ code: 0 });
    expect(await pauseTrace(t.db, projectId)).toMatchObject({ paused: true, pauseReason: '收到投诉', lines: 1 });
    const view = (await api.call(openingHallApi.state, { projectId }, { token: staffToken })).body.data!;
    expect(view.phase).toBe('announced');
    expect((await api.call(openingHallApi.close, { projectId }, { token: staffToken })).body.msg).toBe(
      '项目已暂停（暂停原因：收到投诉），不能开标，请先恢复',
    );
  });

  it('a pause and a start at once: one of them is refused, never both taken', async () => {
    const tender = await lodgedBidderTender(t, api, 3);
    const { projectId, staffToken } = tender;
    const [paused, started] = await Promise.all([
      api.call(projectApi.pause, { id: projectId, reason: '核对预算' }, { token: staffToken }),
      api.call(openingHallApi.start, { projectId }, { token: staffToken }),
    ]);
    expect([paused.body.code, started.body.code].filter((c) => c === 0)).toHaveLength(1);
    const trace = await pauseTrace(t.db, projectId);
    if (paused.body.code === 0) {
      expect(started.body.msg).toBe('项目已暂停（暂停原因：核对预算），不能开标，请先恢复');
      expect(trace).toMatchObject({ paused: true, lines: 1 });
    } else {
      expect(paused.body.msg).toMatch(/^开标大厅解密进行中（解密截止时间/);
      expect(trace).toMatchObject({ paused: false, lines: 0 });
    }
  });
});
