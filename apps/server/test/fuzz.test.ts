/**
 * Bad input never answers 500, and a refused request changes nothing. Walks every /api route with
 * signed-in users of every area (staff holding every permission) and sends typed-bad and random values in each
 * field of the route's own zod schema, malformed JSON, wrong content types, hostile query strings and, for the
 * upload and import calls, malformed multipart. Values are drawn from a seeded PRNG: a failure names its seed, and
 * FUZZ_SEED=<seed> replays it; FUZZ_BUDGET=<n> sends n times as many requests per route (default 1, ~1 min).
 */
import { setTimeout as delay } from 'node:timers/promises';
import { ALL_PERMISSIONS, type Envelope, ErrorCode, type Role } from '@swp/core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issueSession } from '../src/platform/auth/session.service.ts';
import type { RegisteredRoute } from '../src/plugins/access.ts';
import { isApiDocsRoute } from '../src/plugins/api-docs-page.ts';
import { containsForbiddenCharacter } from '../src/plugins/forbidden-characters.ts';
import { useTestApp } from './app.ts';
import { createSpecialist, createStaff, createSupplier } from './factories.ts';
import { DataWatch } from './fuzz/data-watch.ts';
import { publicTables } from './fuzz/db-fingerprint.ts';
import { malformedMultipart, type RawRequest } from './fuzz/multipart.ts';
import { leafPaths, objectShape, sampleValue, withValueAt } from './fuzz/schema-samples.ts';
import {
  BAD_BODIES,
  BAD_JSON_VALUES,
  BAD_QUERY_VALUES,
  type Random,
  randomJsonValue,
  randomString,
  seededRandom,
} from './fuzz/values.ts';
import { SAMPLE_FILES } from './kits/files.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_508);
const BUDGET = Number(process.env.FUZZ_BUDGET ?? 1);
/** Per route: bodies that pass the schema (each checked on its own) and bodies it refuses (checked in a batch). */
const PASSING_PER_ROUTE = 14 * BUDGET;
const REFUSED_PER_ROUTE = 16 * BUDGET;
const BAD_BODIES_PER_ROUTE = 4 * BUDGET;
const QUERIES_PER_ROUTE = 14 * BUDGET;
/** A request left unanswered (a parser waiting for bytes that never come) is a failure too. */
const ANSWER_WITHIN_MS = 10_000;

/**
 * Tables a refused request may change, and why:
 * - rate_limits: every sign-in, SMS and confirmation call counts against the caller's budgets (per account, mobile
 *   or IP), refused or not.
 * - login_failures, account_locks: a wrong password or code is counted (that is the lockout).
 * - captchas: a captcha is spent by any sign-in attempt that names it, right or wrong (single use).
 * - sms_codes: a wrong code spends one of the code's tries.
 * - audit_logs: failed sign-ins and password changes are security events, logged (docs/security.md); only the
 *   sign-in and password routes (AUDITS_REFUSALS) may add them, every other route's refusals are checked.
 */
const MAY_CHANGE_ON_REFUSAL = ['rate_limits', 'login_failures', 'account_locks', 'captchas', 'sms_codes'];
const AUDITS_REFUSALS = (route: RegisteredRoute) => /\/(login|smLogin|supplerLogin|modifyPassword)$/.test(route.url);

/**
 * Test-mode windows (they move the clock and read the SMS outbox) are not part of the product; HEAD is GET; the
 * API documentation's pages take no input and answer the same to any query.
 */
const SKIPPED = (route: RegisteredRoute) =>
  route.url.startsWith('/api/test/') || route.method === 'HEAD' || isApiDocsRoute(route.url);
/** Ends the caller's own session when accepted: sent bad bodies only, with a new session after each acceptance. */
const ENDS_SESSION = (route: RegisteredRoute) => route.url.endsWith('/logout');
const MULTIPART_ROUTES = new Set([
  'POST /api/file/upload',
  'POST /api/specialist/import',
  'POST /api/suppler/uploadFile',
]);
const keyOf = (route: RegisteredRoute) => `${route.method} ${route.url}`;

let allTables: string[];
const watches = {} as Record<'strict' | 'auditsRefusals', DataWatch>;
let watch: DataWatch;
const users = {} as Record<Role, { id: number }>;
const tokens = {} as Record<Role, string>;
const failures: string[] = [];

const { t } = useTestApp();
beforeAll(async () => {
  users.staff = await createStaff(t.db, { perms: [...ALL_PERMISSIONS] });
  users.specialist = await createSpecialist(t.db);
  users.vender = await createSupplier(t.db);
  allTables = (await publicTables(t.db)).filter((name) => !MAY_CHANGE_ON_REFUSAL.includes(name));
  const report = (failure: string) => failures.push(failure);
  watches.strict = new DataWatch(t.db, allTables, report);
  watches.auditsRefusals = new DataWatch(
    t.db,
    allTables.filter((name) => name !== 'audit_logs'),
    report,
  );
}, 120_000);
beforeEach(() => {
  failures.length = 0;
});

/** Fresh sessions (a previous route may have changed a password or logged out), then a new look at the data. */
async function startRoute(route: RegisteredRoute) {
  for (const role of ['staff', 'specialist', 'vender'] as const) {
    tokens[role] = (await issueSession(t.db, t.clock, role, users[role].id, '127.0.0.1')).token;
  }
  watch = AUDITS_REFUSALS(route) ? watches.auditsRefusals : watches.strict;
  await watch.reset();
}

interface Request {
  what: string;
  url?: string;
  contentType?: string;
  payload?: string | Buffer;
}

/**
 * Sends one request and judges it: never 5xx, a refusal always in the envelope. `mayPass`: whether it could be
 * accepted (then the data is compared right before it, so that its own changes are not blamed on refused ones);
 * one that may not pass and is accepted is a failure.
 */
async function exchange(route: RegisteredRoute, request: Request, mayPass: boolean) {
  if (mayPass) await watch.settle();
  const role = 'role' in route.access ? route.access.role : 'staff';
  const label = `${keyOf(route)} ${request.what}`.slice(0, 240);
  const answer = t.app.inject({
    method: route.method as 'GET' | 'POST',
    url: request.url ?? route.url,
    headers: {
      cookie: 'XSRF-TOKEN=fuzz',
      'x-xsrf-token': 'fuzz',
      token: tokens[role],
      ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  const giveUp = new AbortController();
  const response = await Promise.race([
    answer,
    delay(ANSWER_WITHIN_MS, undefined, { signal: giveUp.signal }).catch(() => undefined),
  ]).finally(() => giveUp.abort());
  if (!response) {
    failures.push(`${label} → no answer within ${ANSWER_WITHIN_MS / 1000} s`);
    watch.refused(label);
    return true;
  }
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  const envelope = isJson ? (response.json() as Envelope) : undefined;
  if (response.statusCode >= 500) {
    failures.push(`${label} → ${response.statusCode} ${response.body.slice(0, 100)}`);
  } else if (response.statusCode !== 200 && !(typeof envelope?.msg === 'string' && envelope.msg !== '')) {
    failures.push(`${label} → ${response.statusCode} without the envelope: ${response.body.slice(0, 100)}`);
  }
  const refused = response.statusCode !== 200 || (envelope !== undefined && envelope.code !== ErrorCode.OK);
  if (refused) {
    watch.refused(label);
  } else {
    if (!mayPass) failures.push(`${label} accepted`);
    await watch.accepted();
  }
  return refused;
}

const schemaOf = (route: RegisteredRoute) => route.schema ?? {};
const routes = () => t.app.apiRoutes.filter((route) => !SKIPPED(route));

/** A deterministic sample of at most n of the items (a seeded shuffle). */
function pickSome<T>(random: Random, items: T[], n: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}

/** The schema refuses it, or the boundary does (forbidden characters): the server must refuse it. */
function mustRefuse(schema: z.ZodType, text: string): boolean {
  const value = JSON.parse(text) as unknown;
  return containsForbiddenCharacter(value) || !schema.safeParse(value).success;
}

const MARK = '\u0001fuzz\u0001';

/** The route's sample body with one place spoiled by each catalogue value and by random ones. */
function spoiledBodies(random: Random, schema: z.ZodType): { what: string; text: string }[] {
  const sample = sampleValue(schema);
  const paths = objectShape(schema) ? leafPaths(sample) : [[]];
  const bodies = [{ what: 'sample', text: JSON.stringify(sample) }];
  for (const path of paths) {
    const template = JSON.stringify(withValueAt(sample, path, MARK));
    const at = path.join('.') || '(body)';
    const values = [
      ...BAD_JSON_VALUES,
      JSON.stringify(randomJsonValue(random)) ?? 'null',
      JSON.stringify(randomJsonValue(random)) ?? 'null',
      JSON.stringify(randomString(random)),
    ];
    for (const value of values) {
      bodies.push({ what: `${at}=${value.slice(0, 60)}`, text: template.replace(JSON.stringify(MARK), value) });
    }
  }
  return bodies;
}

/** A query string value as a URL carries it, and what the server's parser makes of a whole query. */
const queryString = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

function parsedQuery(search: string): Record<string, string | string[]> {
  const params = new URLSearchParams(search);
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length > 1 ? all : all[0]!;
  }
  return out;
}

describe('bad input never answers 500 and a refused request changes nothing', () => {
  it(`spoils each field of every JSON body (seed ${SEED})`, async () => {
    const random = seededRandom(SEED);
    let spoiledRoutes = 0;
    for (const route of routes()) {
      const schema = schemaOf(route).body as z.ZodType | undefined;
      if (route.method !== 'POST' || !schema || ENDS_SESSION(route) || MULTIPART_ROUTES.has(keyOf(route))) continue;
      spoiledRoutes++;
      await startRoute(route);
      const bodies = spoiledBodies(random, schema);
      const [sample, ...spoiled] = bodies.map((body) => ({ ...body, refuse: mustRefuse(schema, body.text) }));
      const passing = spoiled.filter((b) => !b.refuse);
      const refused = spoiled.filter((b) => b.refuse);
      for (const body of [sample!, ...pickSome(random, passing, PASSING_PER_ROUTE - 1)]) {
        await exchange(route, { what: body.what, contentType: 'application/json', payload: body.text }, !body.refuse);
      }
      for (const body of pickSome(random, refused, REFUSED_PER_ROUTE)) {
        await exchange(route, { what: body.what, contentType: 'application/json', payload: body.text }, false);
      }
      await watch.settle();
    }
    // Without the routes' schemas (app.apiRoutes) this test would spoil nothing and pass.
    const posts = routes().filter((r) => r.method === 'POST' && !MULTIPART_ROUTES.has(keyOf(r)) && !ENDS_SESSION(r));
    expect(spoiledRoutes, 'POST routes with a body schema').toBeGreaterThan(posts.length / 2);
    expect(failures, `seed ${SEED}`).toEqual([]);
  }, 180_000);

  it(`answers malformed bodies and wrong content types with a refusal (seed ${SEED})`, async () => {
    const random = seededRandom(SEED + 1);
    const posts = routes().filter((r) => r.method === 'POST' && !MULTIPART_ROUTES.has(keyOf(r)));
    for (const [n, route] of posts.entries()) {
      await startRoute(route);
      // Each route gets a few of the bodies, in turn, so that every body meets many routes.
      const chosen = Array.from({ length: BAD_BODIES_PER_ROUTE }, (_, i) => {
        const index = (n * BAD_BODIES_PER_ROUTE + i) % BAD_BODIES.length;
        return { index, body: BAD_BODIES[index]! };
      });
      chosen.push({ index: -1, body: random.pick(BAD_BODIES) });
      for (const { index, body } of chosen) {
        // A route without a body schema takes any JSON object, as a logout does.
        const mayPass = Boolean(body.mayPass) || !schemaOf(route).body;
        const refused = await exchange(route, { what: `bad body #${index} (${body.contentType})`, ...body }, mayPass);
        if (!refused && ENDS_SESSION(route)) await startRoute(route);
      }
      await watch.settle();
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it(`spoils each query string parameter (seed ${SEED})`, async () => {
    const random = seededRandom(SEED + 2);
    for (const route of routes()) {
      const schema = schemaOf(route).querystring as z.ZodType | undefined;
      if (!schema && route.method === 'POST') continue;
      const shape = schema ? (objectShape(schema) ?? {}) : {};
      const sample = Object.fromEntries(
        Object.entries(shape).flatMap(([k, s]) => {
          const v = sampleValue(s, k);
          return v === undefined || v === null || typeof v === 'object' ? [] : [[k, encodeURIComponent(String(v))]];
        }),
      );
      const searches = [queryString(sample), `${queryString(sample)}&%00=1`, `${queryString(sample)}&a[b][c]=1`, '%zz'];
      for (const key of [...Object.keys(shape), 'unknown']) {
        for (const bad of [...BAD_QUERY_VALUES, String(random.int(-(2 ** 40), 2 ** 40))]) {
          searches.push(queryString({ ...sample, [key]: bad }));
        }
        searches.push(`${queryString(sample)}&${key}=1&${key}=2`, `${queryString(sample)}&${key}[]=1`);
      }
      await startRoute(route);
      const [first, ...rest] = searches;
      for (const search of [first!, ...pickSome(random, rest, QUERIES_PER_ROUTE - 1)]) {
        const parsed = parsedQuery(search);
        const refuse = containsForbiddenCharacter(parsed) || (schema ? !schema.safeParse(parsed).success : false);
        const request = { what: `?${search.slice(0, 80)}`, url: `${route.url}?${search}` };
        // POST routes with a query string are the upload: an empty JSON body is refused there whatever the query.
        const body = route.method === 'POST' ? { contentType: 'application/json', payload: '{}' } : {};
        // The URLSearchParams reading only approximates the server's parser: a GET it deems refused may pass.
        await exchange(route, { ...request, ...body }, route.method === 'GET' || !refuse);
      }
      await watch.settle();
    }
    expect(failures, `seed ${SEED}`).toEqual([]);
  }, 180_000);

  it('answers malformed multipart on the upload and import calls with a refusal, storing nothing', async () => {
    const xlsxLike = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);
    const calls: [string, RawRequest[]][] = [
      [
        'POST /api/file/upload',
        malformedMultipart(
          { name: 'a.pdf', content: SAMPLE_FILES.pdf() },
          { name: 'a.pdf', content: SAMPLE_FILES.exe() },
          t.app.deps.config.attachmentMaxBytes,
        ),
      ],
      [
        'POST /api/suppler/uploadFile',
        malformedMultipart(
          { name: 'a.pdf', content: SAMPLE_FILES.pdf() },
          { name: 'a.pdf', content: SAMPLE_FILES.exe() },
          t.app.deps.config.supplierFileMaxBytes,
        ),
      ],
      [
        'POST /api/specialist/import',
        malformedMultipart(
          { name: 'a.xlsx', content: xlsxLike },
          { name: 'a.xlsx', content: SAMPLE_FILES.exe() },
          5 * 1024 * 1024,
        ),
      ],
    ];
    for (const [key, cases] of calls) {
      const route = routes().find((r) => keyOf(r) === key);
      expect(route, key).toBeDefined();
      await startRoute(route!);
      for (const { name, mayPass, ...request } of cases) {
        await exchange(route!, { what: name, ...request }, Boolean(mayPass));
      }
      await watch.settle();
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
