import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type AnnouncementDetail,
  announcementApi,
  ExtractionPath,
  PAGE_SIZE_MAX,
  type ProjectListRow,
  projectApi,
  type ResultSummary,
  resultApi,
  SHOWN_STATUS_LABELS,
  type StatisticsOverview,
  statisticsApi,
} from '@swp/core';
import type { Committee, DrawRecord } from '@swp/core/extraction/responses';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../../test/app.ts';
import { ApiClient } from '../../test/client.ts';
import { POSTGRES_ADMIN_URL, postgresUrl } from '../../test/postgres.ts';
import { buildApp } from '../app.ts';
import { type Database, migrateDatabase, openDatabase } from '../db/client.ts';
import { extractions, projects, staffUsers } from '../db/schema/index.ts';
import { OffsetClock } from '../lib/clock.ts';
import { issueSession } from '../platform/auth/session.service.ts';
import { createStorage } from '../plugins/storage.ts';
import { seedDemoData } from './demo.ts';

/**
 * The whole demo as a first start writes it (storage and settings given, as the demo server does), on an empty
 * database of the run's kind: what a newcomer sees must be data the product itself could have produced.
 */

const clock = new OffsetClock();
let filesDir: string;
let database: Database;
let dropDatabase = async () => undefined as unknown;
let app: FastifyInstance;
let api: ApiClient;
let token: string;

async function emptyDatabase(): Promise<Database> {
  if (!inject('pgTemplate')) return openDatabase({ kind: 'pglite' });
  const name = `swp_demo_story_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return openDatabase({ kind: 'postgres', url: postgresUrl(name) });
}

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-demo-story-'));
  const config = testConfig({ FILES_DIR: filesDir });
  database = await emptyDatabase();
  await migrateDatabase(database);
  const storage = await createStorage(config);
  try {
    expect(await seedDemoData(database.db, { storage, now: clock.now(), config })).toBe(true);
  } finally {
    await storage.close();
  }
  app = await buildApp({ config, db: database.db, clock, logger: false });
  await app.ready();
  api = new ApiClient(app);
  const [admin] = await database.db.select().from(staffUsers).where(eq(staffUsers.username, 'admin'));
  token = (await issueSession(database.db, clock, 'staff', admin!.id, '127.0.0.1')).token;
}, 240_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await dropDatabase();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const projectId = async (name: string) =>
  (await database.db.select({ id: projects.id }).from(projects).where(eq(projects.projectName, name)))[0]!.id;

describe('the demo on first start', () => {
  it('counts each status in 统计分析 exactly as the project list shows it', async () => {
    const list = await api.get<{ list: ProjectListRow[]; total: number }>(projectApi.list.path, {
      token,
      query: { page: 1, pageSize: PAGE_SIZE_MAX },
    });
    const rows = list.body.data!.list;
    expect(rows.length).toBe(list.body.data!.total);
    const shown = new Map<string, number>();
    for (const r of rows) shown.set(r.statusLabel, (shown.get(r.statusLabel) ?? 0) + 1);
    // The demo shows the time-derived and paused states the stored column never holds.
    for (const label of ['报名中', '投标中', '待开标', '公示中', '已中标', '已暂停'])
      expect(shown.get(label)).toBeGreaterThan(0);

    const stats = await api.get<StatisticsOverview>(statisticsApi.overview.path, {
      token,
      query: { from: '2000-01-01', to: '2099-12-31' },
    });
    const counted = new Map(stats.body.data!.byStatus.map((s) => [SHOWN_STATUS_LABELS[s.status], s.projects]));
    expect(counted).toEqual(shown);
  });

  it('has committees whose 抽取记录 names exactly the experts who confirmed', async () => {
    const rows = await database.db.select().from(extractions).where(eq(extractions.kind, 'project'));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const extraction of rows) {
      const detail = await api.get<Committee>(ExtractionPath.project.detail, {
        token,
        query: { projectId: extraction.projectId },
      });
      const committee = detail.body.data!;
      const confirmed = committee.invitations.filter((i) => i.seat === 'member' && i.status === 'confirmed');
      expect(committee.seats).toMatchObject({ wanted: 3, confirmed: 3, full: true });
      const draws = await api.get<DrawRecord[]>(ExtractionPath.project.draws, {
        token,
        query: { extractionId: extraction.id },
      });
      expect(draws.body.data!.map((d) => d.kind)).toEqual(['initial']);
      const [initial] = draws.body.data!;
      const members = (initial!.result.members as { id: number }[]).map((m) => m.id);
      // 评委 N 人 on the 抽取记录 is the committee's confirmed seats, the same experts.
      expect(members.sort()).toEqual(confirmed.map((i) => i.specialistId).sort());
      expect(initial!.eligibleCount).toBe(3);
    }
  });

  it('has a 公示中 tender whose publicity is over with no 异议: its 中标公告 publishes through the API', async () => {
    const id = await projectId('第三水厂臭氧消毒系统改造工程');
    const summary = await api.get<ResultSummary>(resultApi.summary.path, { token, query: { projectId: id } });
    expect(summary.body.data).toMatchObject({ openObjections: 0, totalObjections: 0, winnerBlockedBy: null });

    const templates = await api.get<{ id: number }[]>(announcementApi.templates.path, {
      token,
      query: { type: 'win', purchaseWay: 2 },
    });
    const made = await api.post<AnnouncementDetail>(
      announcementApi.create.path,
      { projectId: id, type: 'win', templateId: templates.body.data![0]!.id, cycle: '80日历天', pmUser: '2年' },
      { token },
    );
    expect(made.body).toMatchObject({ code: 0 });
    const published = await api.post(announcementApi.publish.path, { id: made.body.data!.id }, { token });
    expect(published.body).toMatchObject({ code: 0 });
    const [row] = await database.db.select().from(projects).where(eq(projects.id, id));
    expect(row!.status).toBe('awarded');
  });
});
