import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

let dist: string;
const { t } = useTestApp(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>电子采购交易平台</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'confirm.html'), '<!doctype html><title>评标邀请确认</title>');
  return { env: { WEB_DIST: dist } };
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

it('serves hashed assets as immutable and the page itself as no-cache', async () => {
  const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const page = await t.app.inject({ method: 'GET', url: '/manage/layout/project' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['cache-control']).toBe('no-cache');
  expect(page.body).toContain('电子采购交易平台');
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
