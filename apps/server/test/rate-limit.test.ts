import { expect, it } from 'vitest';
import { useTestApp } from './app.ts';
import { ApiClient } from './client.ts';

const { t } = useTestApp({ env: { AUTH_RATE_LIMIT: '4' } });

it('limits sign-in calls per IP per minute with 429, counting each IP apart', async () => {
  const noisy = new ApiClient(t.app, '10.9.9.1');
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    statuses.push((await noisy.post('/api/suppler/supplerLogin', { account: 'x', password: 'y' })).status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  const refused = await noisy.post('/api/suppler/supplerLogin', { account: 'x', password: 'y' });
  expect(refused.body).toEqual({ code: 429, msg: '操作过于频繁，请稍后再试' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

  const quiet = new ApiClient(t.app, '10.9.9.2');
  expect((await quiet.post('/api/suppler/supplerLogin', { account: 'x', password: 'y' })).status).toBe(200);

  t.clock.advance(61_000);
  try {
    expect((await noisy.post('/api/suppler/supplerLogin', { account: 'x', password: 'y' })).status).toBe(200);
  } finally {
    t.clock.reset();
  }
});

it('counts captcha images apart from sign-ins, allowing three times as many', async () => {
  const office = new ApiClient(t.app, '10.9.9.3');
  const statuses: number[] = [];
  for (let i = 0; i < 13; i++) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/captcha.jpg?uuid=office${i}`,
      remoteAddress: office.ip,
    });
    statuses.push(response.statusCode);
  }
  expect(statuses.filter((s) => s === 200)).toHaveLength(12);
  expect(statuses.at(-1)).toBe(429);
  expect((await office.post('/api/suppler/supplerLogin', { account: 'x', password: 'y' })).status).toBe(200);
});
