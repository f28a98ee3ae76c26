import {
  drawExperts,
  ErrorCode,
  extractionRequestFields,
  Permission,
  projectExtractionApi,
  replayRandom,
  type SeedInfo,
  shanghaiDateKey,
} from '@swp/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import {
  createExperts,
  createProject,
  drawBody,
  drawRows,
  extractionsOfProject,
  invitationRows,
  linksSentTo,
  uniqueRegion,
} from '../../../test/extraction-factories.ts';
import { auditActions, staffTokenWith } from '../../../test/factories.ts';
import { blacklistDirectly } from '../../../test/kits/blacklist.ts';
import { projects } from '../../db/schema/index.ts';
import { DAY } from '../../lib/clock.ts';
import { sha256 } from '../../lib/crypto.ts';
import { loadExpertCandidates } from './expert-pool.repo.ts';

let token: string;
const { t, api } = useTestApp();
beforeAll(async () => {
  token = await staffTokenWith(t.db, api, [Permission.project]);
});

type DrawData = { extractionId: number; eligibleCount: number; invited: number; backups: number };
const draw = (body: object, as = token) => api.post<DrawData>(projectExtractionApi.draw.path, body, { token: as });

describe('POST /api/specialisextract/draw', () => {
  it('draws the committee, records it, and sends each member a link whose key only the SMS holds', async () => {
    const region = uniqueRegion();
    const experts = await createExperts(t.db, 8, region);
    const project = await createProject(t.db);
    const reply = await draw(drawBody(project.id, region, { backupCount: 2 }));
    expect(reply.body).toMatchObject({
      code: 0,
      msg: '抽取完成，已发送短信通知',
      data: { eligibleCount: 8, invited: 3, backups: 2, smsFailures: [] },
    });
    const { extractionId } = reply.body.data!;

    const rows = await invitationRows(t.db, extractionId);
    expect(rows.map((r) => r.seat)).toEqual(['member', 'member', 'member', 'backup', 'backup']);
    expect(new Set(rows.map((r) => r.specialistId)).size).toBe(5);
    const byId = new Map(experts.map((e) => [e.id, e]));
    for (const row of rows) {
      expect(row).toMatchObject({ isAffirm: 0, category: 'technical', replacesId: null });
      const links = await linksSentTo(api, byId.get(row.specialistId)!.mobile);
      if (row.seat === 'backup') {
        expect(links).toEqual([]);
        continue;
      }
      expect(links).toHaveLength(1);
      expect(links[0]!.page).toBe('/specialist-confirm');
      expect(links[0]!.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(row.keyHash).toBe(sha256(links[0]!.key));
      expect(links[0]!.content).toContain(project.projectName);
      expect(links[0]!.content).toContain('开标地点水务大厦301会议室');
      expect(links[0]!.content).not.toContain(project.address!);
    }

    const [record] = await drawRows(t.db, extractionId);
    expect(record).toMatchObject({ kind: 'initial', eligibleCount: 8 });
    expect(record!.filters).toMatchObject({ purchaseWay: 1, includeRegions: [region] });
    expect(record!.result).toMatchObject({
      poolSize: expect.any(Number),
      seedInfo: { algorithm: 'partial-fisher-yates/v1', source: 'crypto.getRandomValues' },
    });
    expect((record!.result.members as unknown[]).length).toBe(3);
    // The record is enough to replay the draw: same pool order, same request, the recorded rolls.
    const { seedInfo, alreadyDrawnIds } = record!.result as { seedInfo: SeedInfo; alreadyDrawnIds: number[] };
    const pool = await loadExpertCandidates(t.db, { today: shanghaiDateKey(record!.drawnAt.getTime()) });
    const replay = drawExperts(pool, extractionRequestFields.parse(record!.filters), {
      now: record!.drawnAt,
      alreadyDrawnIds,
      random: replayRandom(seedInfo.rolls),
    });
    expect(replay.ok && [...replay.drawn, ...replay.backups].map((e) => e.id)).toEqual(rows.map((r) => r.specialistId));
    expect(await auditActions(t.db, 'extraction', extractionId)).toEqual(['extraction.draw']);
  });

  it('takes the SMS link base from the Origin of the staff page', async () => {
    const region = uniqueRegion();
    const [expert] = await createExperts(t.db, 3, region);
    const project = await createProject(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: projectExtractionApi.draw.path,
      headers: {
        cookie: 'XSRF-TOKEN=x',
        'x-xsrf-token': 'x',
        token,
        origin: 'https://caigou.example.cn',
        'content-type': 'application/json',
      },
      payload: JSON.stringify(drawBody(project.id, region)),
    });
    expect(response.json().code).toBe(0);
    const [link] = await linksSentTo(api, expert!.mobile);
    expect(link!.content).toContain('https://caigou.example.cn/specialist-confirm?t=');
  });

  it('never draws a frozen, banned, too old or avoided expert, nor one of the requesting department', async () => {
    const region = uniqueRegion();
    const project = await createProject(t.db);
    const eligible = await createExperts(t.db, 12, region);
    const avoided = eligible[0]!;
    // A 警告 does not keep an expert out; a 禁止参与 in force does (blacklist/blacklist-draw.test.ts: the days).
    await blacklistDirectly(t.db, t.clock, 'specialist', [eligible[1]!.id, eligible[2]!.id], { type: 'warning' });
    await createExperts(t.db, 40, region, { status: 'frozen' });
    const banned = await createExperts(t.db, 40, region);
    await blacklistDirectly(
      t.db,
      t.clock,
      'specialist',
      banned.map((e) => e.id),
      { type: 'ban' },
    );
    await createExperts(t.db, 20, region, { birthDate: '1950-01-01' });
    await createExperts(t.db, 20, region, { employer: project.needDeptName });
    await createExperts(t.db, 20, region, { employer: '某某管道（集团）有限公司' });
    const reply = await draw(
      drawBody(project.id, region, {
        committeeSize: 5,
        technicalCount: 5,
        backupCount: 6,
        avoidUnits: [{ name: '某某管道(集团)有限公司', reason: '投标单位' }],
        avoidExperts: [{ expertId: String(avoided.id), reason: '近亲属在投标单位' }],
      }),
    );
    expect(reply.body.code, reply.body.msg).toBe(0);
    expect(reply.body.data!.eligibleCount).toBe(11);
    const drawn = (await invitationRows(t.db, reply.body.data!.extractionId)).map((r) => r.specialistId);
    const allowed = new Set(eligible.slice(1).map((e) => e.id));
    expect(drawn).toHaveLength(11);
    for (const id of drawn) expect(allowed.has(id)).toBe(true);
  });

  it('says how many experts qualify when there are too few, and records nothing', async () => {
    const region = uniqueRegion();
    await createExperts(t.db, 2, region);
    await createExperts(t.db, 5, region, { status: 'frozen' });
    const project = await createProject(t.db);
    const reply = await draw(drawBody(project.id, region));
    expect(reply.body).toEqual({ code: ErrorCode.RULE, msg: '符合条件的专家仅有2人，不足抽取所需的3人' });
    expect(await extractionsOfProject(t.db, project.id)).toEqual([]);

    await createExperts(t.db, 1, region);
    const short = await draw(drawBody(project.id, region, { backupCount: 2 }));
    expect(short.body.msg).toBe('符合条件的专家仅有3人，不足抽取所需的5人（评审专家3人、备选专家2人）');
  });

  it.each([
    [{ status: 'draft' }, '项目当前状态为「草稿」，不能抽取专家'],
    [{ status: 'approved' }, '项目当前状态为「已立项」，不能抽取专家'],
    [{ status: 'evaluating' }, '项目当前状态为「评标中」，不能抽取专家'],
    [{ status: 'enrolling', paused: true }, '项目当前状态为「已暂停」，不能抽取专家'],
  ])('refuses a project that is %j', async (opts, msg) => {
    const region = uniqueRegion();
    await createExperts(t.db, 5, region);
    const project = await createProject(t.db, opts);
    expect((await draw(drawBody(project.id, region))).body).toEqual({ code: ErrorCode.RULE, msg });
    expect(await extractionsOfProject(t.db, project.id)).toEqual([]);
  });

  it('draws while bidding, including an enrolling project whose enrolment has closed by time', async () => {
    const region = uniqueRegion();
    await createExperts(t.db, 6, region);
    const bidding = await createProject(t.db, { status: 'bidding' });
    const closed = await createProject(t.db, { enrollEndTime: new Date(Date.now() - DAY) });
    expect((await draw(drawBody(bidding.id, region))).body.code).toBe(0);
    expect((await draw(drawBody(closed.id, region))).body.code).toBe(0);
  });

  it('draws in 待开标 (bid files closed, the opening still to come), and nobody once openTime has come', async () => {
    const region = uniqueRegion();
    await createExperts(t.db, 6, region);
    const now = t.clock.now().getTime();
    const sealed = await createProject(t.db, {
      status: 'bidding',
      enrollEndTime: new Date(now - 2 * DAY),
      openTime: new Date(now + DAY),
    });
    const opening = await createProject(t.db, {
      status: 'bidding',
      enrollEndTime: new Date(now - 2 * DAY),
      openTime: new Date(now - 1000),
    });
    for (const project of [sealed, opening]) {
      await t.db
        .update(projects)
        .set({ closeFileupTime: new Date(now - DAY) })
        .where(eq(projects.id, project.id));
    }
    expect((await draw(drawBody(sealed.id, region))).body.code).toBe(0);
    expect((await draw(drawBody(opening.id, region))).body).toEqual({
      code: ErrorCode.RULE,
      msg: '开标时间已过，不能抽取专家',
    });
    expect(await extractionsOfProject(t.db, opening.id)).toHaveLength(0);
  });

  it('draws nobody once openTime has passed (there is no opening left to invite them to)', async () => {
    const region = uniqueRegion();
    await createExperts(t.db, 6, region);
    const opened = await createProject(t.db, {
      status: 'bidding',
      enrollEndTime: new Date(Date.now() - 2 * DAY),
      openTime: new Date(Date.now() - 1000),
    });
    expect((await draw(drawBody(opened.id, region))).body).toEqual({
      code: ErrorCode.RULE,
      msg: '开标时间已过，不能抽取专家',
    });
    expect(await extractionsOfProject(t.db, opened.id)).toHaveLength(0);
  });

  it('draws a project once; a second draw is refused and changes nothing', async () => {
    const region = uniqueRegion();
    await createExperts(t.db, 8, region);
    const project = await createProject(t.db);
    expect((await draw(drawBody(project.id, region))).body.code).toBe(0);
    const again = await draw(drawBody(project.id, region));
    expect(again.body).toEqual({
      code: ErrorCode.RULE,
      msg: '本项目已抽取专家；专家拒绝、超时或不能参加时，请在专家名单中补抽',
    });
    expect(await extractionsOfProject(t.db, project.id)).toHaveLength(1);
  });

  it('applies the committee rules of the project’s purchase way', async () => {
    const region = uniqueRegion();
    await createExperts(t.db, 8, region);
    const tender = await createProject(t.db, { purchaseWay: 3 });
    expect((await draw(drawBody(tender.id, region))).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '公开招标项目的评标委员会人数不得少于5人',
    });
    const inquiry = await createProject(t.db);
    expect((await draw(drawBody(inquiry.id, region, { committeeSize: 4 }))).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '评审专家人数须为单数',
    });
    expect((await draw(drawBody(999_999, region))).body).toEqual({ code: ErrorCode.NOT_FOUND, msg: '项目不存在' });
  });
});

describe('GET /api/specialisextract/detail', () => {
  it('answers extraction null before the draw, then the committee with live statuses', async () => {
    const region = uniqueRegion();
    await createExperts(t.db, 5, region);
    const project = await createProject(t.db);
    const before = await api.get(`${projectExtractionApi.detail.path}?projectId=${project.id}`, { token });
    expect(before.body).toMatchObject({ code: 0, data: { extraction: null, invitations: [] } });

    await draw(drawBody(project.id, region, { backupCount: 1 }));
    const after = await api.get<{
      extraction: { projectName: string; createdByName: string; request: { committeeSize: number } };
      seats: { wanted: number; filled: number; confirmed: number; full: boolean };
      invitations: { statusLabel: string; seatLabel: string; canReplace: boolean; expiresAt: string | null }[];
    }>(`${projectExtractionApi.detail.path}?projectId=${project.id}`, { token });
    expect(after.body.code).toBe(0);
    const data = after.body.data!;
    expect(data.extraction).toMatchObject({ projectName: project.projectName, request: { committeeSize: 3 } });
    expect(data.seats).toEqual({ wanted: 3, filled: 3, confirmed: 0, full: true, complete: false });
    expect(data.invitations.map((i) => [i.seatLabel, i.statusLabel])).toEqual([
      ['评审专家', '待确认'],
      ['评审专家', '待确认'],
      ['评审专家', '待确认'],
      ['备选专家', '备选（未通知）'],
    ]);
    expect(data.invitations.every((i) => !i.canReplace)).toBe(true);
    expect(data.invitations[3]!.expiresAt).toBeNull();

    t.clock.advance(10 * 60_000 + 1000);
    try {
      const later = await api.get<typeof data>(`${projectExtractionApi.detail.path}?projectId=${project.id}`, {
        token,
      });
      expect(later.body.data!.invitations.slice(0, 3).map((i) => [i.statusLabel, i.canReplace])).toEqual([
        ['已超时', true],
        ['已超时', true],
        ['已超时', true],
      ]);
      expect(later.body.data!.seats).toMatchObject({ filled: 0, full: false });
    } finally {
      t.clock.reset();
    }
  });
});
