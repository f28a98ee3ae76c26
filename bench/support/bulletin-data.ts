/**
 * The data of the 公告栏 benchmark: a scratch database (PostgreSQL when one answers, else PGlite in memory) holding
 * 10,000 published announcements of 10,000 projects, with names varied enough that a keyword matches a realistic
 * share of them (a facility word about one in ten, a district and facility one in forty, a number one).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { announcements, departments, projects } from '../../apps/server/src/db/schema/index.ts';

/** Where PostgreSQL is looked for: BENCH_DATABASE_URL, DATABASE_URL, or the machine's (user postgres, trust). */
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  database: Database;
  where: string;
  /** The scratch database's URL on PostgreSQL (for a server process started on it); undefined on PGlite. */
  url?: string;
  drop(): Promise<void>;
}

/** A fresh scratch database beside POSTGRES_URL's (dropped at the end), or PGlite in memory when none answers. */
export async function openScratchDatabase(): Promise<ScratchDatabase> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.info(`bulletin: no PostgreSQL at ${POSTGRES_URL} (${(error as Error).message}); using PGlite`);
    const database = await openDatabase({ kind: 'pglite' });
    return { database, where: 'PGlite (in memory)', drop: async () => undefined };
  }
  const name = `swp_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const scratch = new URL(POSTGRES_URL);
  scratch.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: scratch.toString() });
  // Called after the pool has closed; a backend may take a moment to go, so retry instead of forcing it away.
  const drop = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`drop database if exists ${name}`);
        break;
      } catch (error) {
        if (attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    await admin.end();
  };
  return { database, where: `PostgreSQL (scratch database ${name})`, url: scratch.toString(), drop };
}

const DISTRICTS = ['城东区', '城西区', '城南区', '城北区', '高新区', '经开区', '滨江新区', '临港片区'];
const FACILITIES = [
  '供水管网改造工程',
  '泵站设备采购',
  '水厂深度处理工程',
  '二次供水设施改造',
  '智能水表采购',
  '阀门及管件采购',
  '污水管网修复工程',
  '水质检测仪器采购',
  '厂区绿化养护服务',
  '办公设备采购',
];
const TYPES = ['tender', 'tender', 'tender', 'correction', 'failure'] as const;
const TYPE_NAMES = { tender: '招标公告', correction: '更正公告', failure: '流标公告' } as const;
const HTML = `<h2>招标公告</h2>${'<p>本项目已具备招标条件，现对该项目进行公开招标，欢迎符合资格条件的投标人参加。</p>'.repeat(30)}`;

/** What visitors type, one per request in turn: common and rare words, Chinese and a code in lower case. */
export const KEYWORDS = ['泵站', '城东区水厂', '第4321号', 'bench-0012'];

/** n projects with one published announcement each, published over the last two years. */
export async function loadAnnouncements(database: Database, n: number) {
  const db = database.db;
  const [dept] = await db.select({ id: departments.id }).from(departments).limit(1);
  const now = Date.now();
  for (let start = 0; start < n; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, n - start) }, (_, k) => start + k);
    const names = batch.map(
      (i) => `${DISTRICTS[i % DISTRICTS.length]}${FACILITIES[i % FACILITIES.length]}（第${i}号）`,
    );
    const rows = await db
      .insert(projects)
      .values(
        batch.map((i, k) => ({
          projectCode: `BENCH-${String(i).padStart(5, '0')}`,
          projectName: names[k]!,
          needDeptId: dept!.id,
          manageDeptId: dept!.id,
          purchaseWay: (i % 4) + 1,
          purchaseName: '某某市水务集团有限公司',
          categoryCn: '工程',
          budget: '1000000.00',
          status: 'enrolling',
          enrollEndTime: new Date(now + (i % 30) * 86_400_000),
          openTime: new Date(now + ((i % 30) + 3) * 86_400_000),
        })),
      )
      .returning({ id: projects.id });
    await db.insert(announcements).values(
      rows.map((project, k) => {
        const i = batch[k]!;
        const type = TYPES[i % TYPES.length]!;
        return {
          projectId: project.id,
          type,
          title: `${names[k]}${TYPE_NAMES[type]}`,
          html: HTML,
          status: 'published' as const,
          publishedAt: new Date(now - i * 6_000_000),
        };
      }),
    );
  }
}
