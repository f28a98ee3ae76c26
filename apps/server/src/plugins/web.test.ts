import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BulletinRow, Page } from '@swp/core';
import { bulletinListParams } from '@swp/core/announcement/bulletin-filters';
import { PAGE_DATA_ELEMENT_ID, PAGE_PRELOADS_FILE, type PageData, type PagePreloads } from '@swp/core/first-load';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createTestProject, setNow } from '../../test/kits/announcements.ts';
import { announcements } from '../db/schema/index.ts';

/** index.html as Vite writes it: the entry and its imports already named. */
const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>电子采购交易平台</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const ENTRY = ['/assets/index-e1.js', '/assets/react-r1.js'];
const PRELOADS: PagePreloads = {
  pages: [
    { pattern: '/vender/*', scripts: [...ENTRY, '/assets/VenderArea-v1.js'], styles: ['/assets/VenderArea-v1.css'] },
    {
      pattern: '/vender/layout/bulletin/*',
      scripts: [...ENTRY, '/assets/VenderArea-v1.js', '/assets/BulletinPage-b1.js'],
      styles: ['/assets/VenderArea-v1.css'],
    },
    {
      pattern: '/vender/layout/bulletin/:id/*',
      scripts: [...ENTRY, '/assets/VenderArea-v1.js', '/assets/BulletinDetailPage-d1.js'],
      styles: ['/assets/VenderArea-v1.css'],
    },
    { pattern: '/manage/layout/project/:id/*', scripts: ['/assets/ProjectDetailPage-p1.js'], styles: [] },
    { pattern: '/manage/layout/project/new/*', scripts: ['/assets/ProjectFormPage-f1.js'], styles: [] },
  ],
};

let dist: string;
// No bulletin cache: the 公告栏 tests write published rows straight into the table.
const { t, api } = useTestApp(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, PAGE_PRELOADS_FILE), JSON.stringify(PRELOADS));
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'confirm.html'), '<!doctype html><title>评标邀请确认</title>');
  return { env: { WEB_DIST: dist, BULLETIN_CACHE_MS: '0' } };
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
const preloadedScripts = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const stylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
/** The first data of a page's HTML, parsed as the browser's page reads it (app/page-data.ts). */
const pageDataOf = (html: string): PageData | null => {
  const text = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^]*?)</script>`).exec(
    html,
  )?.[1];
  return text === undefined ? null : (JSON.parse(text) as PageData);
};

describe('the scripts an address needs, named in its HTML', () => {
  it('preloads the page chunk of the most specific pattern, each file once', async () => {
    const list = await page('/vender/layout/bulletin');
    expect(preloadedScripts(list)).toEqual([
      '/assets/react-r1.js',
      '/assets/VenderArea-v1.js',
      '/assets/BulletinPage-b1.js',
    ]);
    expect(stylesheets(list)).toEqual(['/assets/VenderArea-v1.css']);
    // The entry stays the one <script> that runs; it is not listed again.
    expect(list.split('/assets/index-e1.js').length).toBe(2);

    const detail = await page('/vender/layout/bulletin/12?from=sms');
    expect(preloadedScripts(detail)).toContain('/assets/BulletinDetailPage-d1.js');
    expect(preloadedScripts(detail)).not.toContain('/assets/BulletinPage-b1.js');

    // A literal segment wins over a parameter, as in the browser's router (react-r1.js is index.html's own).
    const own = '/assets/react-r1.js';
    expect(preloadedScripts(await page('/manage/layout/project/new'))).toEqual([own, '/assets/ProjectFormPage-f1.js']);
    expect(preloadedScripts(await page('/manage/layout/project/7'))).toEqual([own, '/assets/ProjectDetailPage-p1.js']);
    expect(preloadedScripts(await page('/manage/layout/project/7/edit'))).toEqual([
      own,
      '/assets/ProjectDetailPage-p1.js',
    ]);
  });

  it('falls back to the area, and sends index.html as built for an address no pattern names', async () => {
    expect(preloadedScripts(await page('/vender'))).toEqual(['/assets/react-r1.js', '/assets/VenderArea-v1.js']);
    expect(preloadedScripts(await page('/vender/layout/user/'))).toEqual([
      '/assets/react-r1.js',
      '/assets/VenderArea-v1.js',
    ]);
    expect(await page('/no/such/page')).toBe(INDEX_HTML);
    expect(await page('/specialist/login')).toBe(INDEX_HTML);
  });
});

describe("the 公告栏's first page in its HTML", () => {
  const tag = `W${Date.now().toString(36)}`;
  beforeAll(async () => {
    setNow(t.clock, '2030-03-04T02:00:00Z');
    const project = await createTestProject(t.db, {
      projectName: `${tag}泵站`,
      projectCode: `SW-${tag}`,
      purchaseWay: 1,
    });
    const base = Date.parse('2030-02-01T00:00:00Z');
    // A title that would end the <script> element if it went into the HTML unescaped.
    const titles = [`${tag}招标公告</script><script>alert(1)</script>`, `${tag}更正公告 $& $'`, `${tag}未发布`];
    await t.db.insert(announcements).values(
      titles.map((title, i) => ({
        projectId: project.id,
        type: i === 1 ? ('correction' as const) : ('tender' as const),
        title,
        html: '<p>-</p>',
        status: i === 2 ? ('draft' as const) : ('published' as const),
        publishedAt: i === 2 ? null : new Date(base + i * 60_000),
      })),
    );
  });

  /** What the page's own request for the same address answers. */
  const listAnswer = async (search: string) => {
    const reply = await api.get<Page<BulletinRow>>('/api/bulletin/list', {
      query: bulletinListParams(new URLSearchParams(search)),
    });
    expect(reply.body.code).toBe(0);
    return reply.body.data;
  };

  it('is exactly what the list route answers for the filters in the address', async () => {
    for (const search of [
      `q=${tag}`,
      `q=${tag}&type=correction`,
      `q=${tag}&way=1&page=1`,
      '',
      'page=2',
      `q=${tag}&type=nonsense`,
    ]) {
      const data = pageDataOf(await page(`/vender/layout/bulletin?${search}`));
      expect(data?.bulletinList?.params, search).toEqual(
        JSON.parse(JSON.stringify(bulletinListParams(new URLSearchParams(search)))),
      );
      expect(data?.bulletinList?.page, search).toEqual(await listAnswer(search));
    }
    const mine = pageDataOf(await page(`/vender/layout/bulletin/?q=${tag}`))!.bulletinList!.page;
    // Published only, newest first; the draft is not there, and the titles come back whole.
    expect(mine.list.map((r) => r.title)).toEqual([
      `${tag}更正公告 $& $'`,
      `${tag}招标公告</script><script>alert(1)</script>`,
    ]);
  });

  it('cannot be broken out of: no text of the data closes its element', async () => {
    const html = await page(`/vender/layout/bulletin?q=${tag}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('is left out where the route would refuse the filters, and on every other page', async () => {
    for (const url of [
      '/vender/layout/bulletin?page=1.5',
      // Longer than the route's 100 characters.
      `/vender/layout/bulletin?q=${'长'.repeat(101)}`,
      '/vender/layout/bulletin/1',
      '/vender/layout/project',
      '/manage/layout/project',
    ]) {
      expect(pageDataOf(await page(url)), url).toBeNull();
    }
  });
});

it('serves hashed assets as immutable and the page itself as no-cache', async () => {
  const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const html = await t.app.inject({ method: 'GET', url: '/manage/layout/project' });
  expect(html.statusCode).toBe(200);
  expect(html.headers['cache-control']).toBe('no-cache');
  expect(html.body).toContain('电子采购交易平台');
});

it('answers any unknown page path with the app (the router shows 404), but unknown API paths with 404', async () => {
  for (const url of ['/', '/errors/404', '/no/such/page']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  }
  expect((await t.app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);
});

it('serves the light confirmation entry for the two public confirmation pages', async () => {
  for (const url of ['/specialist-confirm?t=abc', '/specialist-extract-confirm?t=abc', '/specialist-confirm/?t=abc']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.body, url).toContain('评标邀请确认');
  }
});

it('keeps plain-HTTP deployments working: no upgrade-insecure-requests in the CSP', async () => {
  const page = await t.app.inject({ method: 'GET', url: '/' });
  expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
});

it('sends the same security headers on pages, API answers and errors', async () => {
  const answers = [
    await t.app.inject({ method: 'GET', url: '/' }),
    await t.app.inject({ method: 'GET', url: '/api/bulletin/list?page=1&pageSize=10' }),
    await t.app.inject({ method: 'GET', url: '/api/nothing' }),
  ];
  for (const answer of answers) {
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(answer.headers['content-security-policy']).toContain("object-src 'none'");
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
  }
  expect(new Set(answers.map((a) => a.headers['content-security-policy'])).size).toBe(1);
});

it('never serves files outside the web root', async () => {
  for (const url of ['/../package.json', '/assets/../../package.json', '/%2e%2e/%2e%2e/package.json']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.body).not.toContain('"name"');
  }
});
