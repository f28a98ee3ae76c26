import { captchaApi, ErrorCode, staffAuthApi } from '@swp/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { ApiClient } from '../../../test/client.ts';

/**
 * The page chooses the captcha uuid (the product's page sends Date.now()), so it is guessable. Answers are kept per
 * uuid and browser (a hash of its XSRF cookie): another browser asking for the same uuid gets a captcha of its own
 * and neither changes nor learns the first browser's answer.
 */
let first: ApiClient;
let second: ApiClient;
const { t } = useTestApp();
beforeAll(async () => {
  first = new ApiClient(t.app, '127.0.0.1', 'browser-one');
  second = new ApiClient(t.app, '127.0.0.1', 'browser-two');
});

const staffLogin = (client: ApiClient, captcha: { uuId: string; verCode: string }) =>
  client.post(staffAuthApi.login.path, { account: 'admin', password: 'Admin@2026', ...captcha });

describe('GET /api/captcha.jpg for a uuid another browser uses', () => {
  it('leaves the first browser’s answer valid', async () => {
    const uuId = `${Date.now()}`;
    const mine = await first.captcha(uuId);
    const theirs = await second.captcha(uuId);
    expect(theirs.uuId).toBe(mine.uuId);
    expect((await staffLogin(first, mine)).body.code).toBe(0);
    expect((await staffLogin(second, theirs)).body.code).toBe(0);
  });

  it('does not reveal the answer to the other browser, nor accept it from there', async () => {
    const mine = await first.captcha();
    const peek = await second.get(`/api/test/captcha?uuid=${mine.uuId}`);
    expect(peek.body).toEqual({ code: ErrorCode.NOT_FOUND, msg: '验证码不存在' });
    expect((await staffLogin(second, mine)).body).toEqual({
      code: ErrorCode.BAD_CREDENTIALS,
      msg: '图形验证码已过期，请点击图片刷新',
    });
    // The other browser's failed try did not use up this browser's captcha.
    expect((await staffLogin(first, mine)).body.code).toBe(0);
  });

  it('binds a captcha drawn without a cookie to the cookie that response sets', async () => {
    const uuid = `${Date.now()}fresh`;
    const image = await t.app.inject({ method: 'GET', url: `${captchaApi.captcha.path}?uuid=${uuid}` });
    const setCookie = [image.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('XSRF-TOKEN='))!;
    const cookie = setCookie.slice('XSRF-TOKEN='.length).split(';')[0]!;
    const browser = new ApiClient(t.app, '127.0.0.1', cookie);
    const answer = await browser.get<{ answer: string }>(`/api/test/captcha?uuid=${uuid}`);
    expect(answer.body.code).toBe(0);
    expect((await staffLogin(browser, { uuId: uuid, verCode: answer.body.data!.answer })).body.code).toBe(0);
  });
});
