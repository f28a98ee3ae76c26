import { ErrorCode } from '@swp/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { snapshotCounts } from '../../test/factories.ts';
import { containsForbiddenCharacter } from './forbidden-characters.ts';

let token: string;
const { t, api } = useTestApp();
beforeAll(async () => {
  token = await api.staffToken();
});

const refusal = { code: ErrorCode.INVALID_INPUT, msg: '内容包含不允许的字符' };

describe('U+0000 and lone surrogates are refused at the boundary', () => {
  it('in any string or key of a JSON body, before the route sees it', async () => {
    const before = await snapshotCounts(t.db);
    for (const body of [
      '{"name":"机构\\u0000"}',
      '{"name":"\\ud800机构"}',
      '{"name":"机构\\udc00"}',
      '{"name":"机构","extra":[{"deep":["\\u0000"]}]}',
      '{"na\\u0000me":"机构"}',
    ]) {
      expect((await api.post('/api/sysDept/create', body, { token })).body, body).toEqual(refusal);
    }
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('in the query string', async () => {
    for (const query of ['keyword=a%00b', 'a%00=1', 'keyword=%00&page=1']) {
      expect((await api.get(`/api/bulletin/list?${query}`)).body, query).toEqual(refusal);
    }
  });

  it('but keeps real text, emoji (a surrogate pair) included', async () => {
    const reply = await api.post('/api/sysDept/create', { name: '机构😀' }, { token });
    expect(reply.body.code).toBe(ErrorCode.OK);
  });

  it('walks any depth without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(containsForbiddenCharacter(deep)).toBe(true);
    expect(containsForbiddenCharacter({ a: [1, null, true, { b: 'ok' }] })).toBe(false);
  });
});

describe('JSON bodies', () => {
  it('refuses prototype poisoning and keeps an empty body as {}', async () => {
    for (const body of ['{"__proto__":{"x":1},"name":"机构"}', '{"constructor":{"prototype":{"x":1}},"name":"机构"}']) {
      expect((await api.post('/api/sysDept/create', body, { token })).body, body).toEqual({
        code: ErrorCode.INVALID_INPUT,
        msg: '请求数据格式不正确',
      });
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/getAuth',
      headers: { cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x', token, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.json().code).toBe(ErrorCode.OK);
  });
});
