import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggerOptions, REDACTED, redactUrl } from './logging.ts';

describe('redactUrl (the request log never holds a link key, token or code)', () => {
  it.each([
    ['/specialist-confirm?t=AbC_123-xyz', `/specialist-confirm?t=${REDACTED}`],
    ['/specialist-extract-confirm/?t=k1&utm=sms', `/specialist-extract-confirm/?t=${REDACTED}&utm=sms`],
    ['/anything?x=1&T=k2', `/anything?x=1&T=${REDACTED}`],
    ['/p?%74=k3', `/p?%74=${REDACTED}`],
    [
      '/p?token=a&code=123456&password=p&key=k',
      `/p?token=${REDACTED}&code=${REDACTED}&password=${REDACTED}&key=${REDACTED}`,
    ],
    ['/p?t', `/p?t=${REDACTED}`],
  ])('%s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('keeps URLs without secrets as they are', () => {
    for (const url of ['/api/bulletin/list?pageNum=2&pageSize=10', '/api/captcha.jpg?uuid=1732', '/manage', '/x?']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe('logged errors', () => {
  it('keep the failed query but not its values (an SMS text, a captcha answer)', () => {
    const failure = new DrizzleQueryError(
      'insert into "sms_outbox" ("mobile", "content") values ($1, $2)',
      ['13800000000', '您的验证码为 482913'],
      new Error('connection terminated'),
    );
    const serialize = loggerOptions('info').serializers.err;
    const logged = JSON.stringify(serialize(failure));
    expect(logged).toContain('sms_outbox');
    expect(logged).toContain('connection terminated');
    expect(logged).not.toContain('482913');
    expect(logged).not.toContain('13800000000');
  });
});
