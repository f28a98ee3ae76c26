/**
 * docs/rules.md: an expert under 禁止参与 on the day of the draw is never drawn — in the first draw and in
 * 补抽 — while a warned one, or one whose ban has not started, has ended or was lifted, is. The pool reads the
 * ban through core's one eligibility rule (blacklisted), judged on the Beijing day of the server clock.
 */
import {
  ConfirmPath,
  dayNumberStart,
  Permission,
  pathsOf,
  projectExtractionApi,
  type SpecialistListItem,
  shanghaiDayNumber,
  specialistApi,
} from '@swp/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import {
  confirmationCode,
  createExperts,
  createProject,
  drawCommittee,
  invitationRow,
  invitationRows,
  keyOf,
  mobileOf,
  uniqueRegion,
} from '../../../test/extraction-factories.ts';
import { staffTokenWith } from '../../../test/factories.ts';
import { blacklistDirectly, dayFrom } from '../../../test/kits/blacklist.ts';

const { t, api } = useTestApp();
let token: string;
beforeAll(async () => {
  token = await staffTokenWith(t.db, api, [Permission.project, Permission.specialist]);
});
afterEach(() => t.clock.reset());

const BASE = { ...pathsOf(projectExtractionApi), ...ConfirmPath.project };

async function drawAll(region: string, committeeSize: number, backupCount = 0) {
  const project = await createProject(t.db);
  const extra = { committeeSize, technicalCount: committeeSize, backupCount };
  const drawn = await drawCommittee(api, token, project.id, region, extra);
  const rows = await invitationRows(t.db, drawn.extractionId);
  return { ...drawn, rows, drawn: rows.map((r) => r.specialistId) };
}

describe('the draw and the blacklist', () => {
  it('never draws a banned expert, while the warned, lifted, expired and not yet started ones are drawn', async () => {
    const region = uniqueRegion();
    const [warned, lifted, expired, future, banned] = await createExperts(t.db, 5, region);
    await blacklistDirectly(t.db, t.clock, 'specialist', [warned!.id], { type: 'warning' });
    await blacklistDirectly(t.db, t.clock, 'specialist', [lifted!.id], { type: 'ban', liftedAt: new Date() });
    const past = { startDate: dayFrom(t.clock, -400), endDate: dayFrom(t.clock, -1) };
    await blacklistDirectly(t.db, t.clock, 'specialist', [expired!.id], { type: 'ban', ...past });
    await blacklistDirectly(t.db, t.clock, 'specialist', [future!.id], { type: 'ban', startDate: dayFrom(t.clock, 1) });
    await blacklistDirectly(t.db, t.clock, 'specialist', [banned!.id], { type: 'ban' });

    const { eligibleCount, drawn } = await drawAll(region, 3, 1);
    expect(eligibleCount).toBe(4);
    expect(drawn.sort()).toEqual([warned!.id, lifted!.id, expired!.id, future!.id].sort());

    // The expert list says the same: only the ban in force today marks 黑名单.
    const list = await api.get<{ list: SpecialistListItem[] }>(specialistApi.list.path, { token, query: { region } });
    const marked = list.body.data!.list.filter((e) => e.blacklisted).map((e) => e.id);
    expect(marked).toEqual([banned!.id]);
    const detail = await api.get<SpecialistListItem>(specialistApi.detail.path, { token, query: { id: future!.id } });
    expect(detail.body.data!.blacklisted).toBe(false);
  });

  it('keeps an expert out from the first Beijing day of the ban, by the server clock', async () => {
    const region = uniqueRegion();
    const [soon, ...others] = await createExperts(t.db, 4, region);
    await blacklistDirectly(t.db, t.clock, 'specialist', [soon!.id], { type: 'ban', startDate: dayFrom(t.clock, 1) });
    // To one minute past the next Beijing midnight: the project's own times are still ahead.
    const now = t.clock.now().getTime();
    t.clock.advance(dayNumberStart(shanghaiDayNumber(now) + 1) - now + 60_000);
    const { eligibleCount, drawn } = await drawAll(region, 3);
    expect(eligibleCount).toBe(3);
    expect(drawn.sort()).toEqual(others.map((e) => e.id).sort());
  });

  it('passes over a backup banned since the draw, and 补抽 from the pool never picks a banned expert', async () => {
    const region = uniqueRegion();
    await createExperts(t.db, 6, region);
    const { rows } = await drawAll(region, 3, 1);
    const [member, , , backup] = rows;
    const drawnIds = new Set(rows.map((r) => r.specialistId));
    const list = await api.get<{ list: SpecialistListItem[] }>(specialistApi.list.path, { token, query: { region } });
    const left = list.body.data!.list.map((e) => e.id).filter((id) => !drawnIds.has(id));
    expect(left).toHaveLength(2);
    // Ban the backup and one of the two experts left in the pool: only the other may fill the seat.
    await blacklistDirectly(t.db, t.clock, 'specialist', [backup!.specialistId, left[0]!], { type: 'ban' });

    const key = await keyOf(api, t.db, member!.specialistId);
    const code = await confirmationCode(api, key, await mobileOf(t.db, member!.specialistId));
    const declined = await api.post(BASE.extractConfirm, { strKey: key, confirm: -1, code, remark: '出差' });
    expect(declined.body.code, declined.body.msg).toBe(0);

    const replaced = await api.post<{ invitationId: number; source: string }>(
      BASE.replace,
      { invitationId: member!.id },
      { token },
    );
    expect(replaced.body, replaced.body.msg).toMatchObject({ code: 0, data: { source: 'pool' } });
    expect((await invitationRow(t.db, replaced.body.data!.invitationId)).specialistId).toBe(left[1]);
  });
});
