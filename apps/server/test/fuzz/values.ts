/**
 * The values the fuzz test sends: fixed catalogues of typed-bad values and random ones from a seeded PRNG, so a
 * failure reproduces with the same seed (printed by the test).
 */

/** mulberry32: small, fast, good enough to pick test values; the same seed always gives the same sequence. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}
export type Random = ReturnType<typeof seededRandom>;

/**
 * Raw JSON texts put in place of one field of an otherwise well-formed body. Raw text, not values, so that
 * numbers JSON.stringify cannot write (1e400) and lone surrogates (\ud800) reach the server as a client sends them.
 */
export const BAD_JSON_VALUES: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '1e400',
  '-1e400',
  '"2147483648"',
  '"99999999999999999999"',
  '"abc"',
  '""',
  '"   "',
  'null',
  'true',
  '[]',
  '[2147483648]',
  '{}',
  '{"id":1}',
  '"\\u0000"',
  '"a\\u0000b"',
  '["\\u0000"]',
  '"\\ud800"',
  '"x\\udfffy"',
  `"${'长'.repeat(20_000)}"`,
  '"2026-02-30"',
  '"9999-12-31T23:59:59Z"',
  '"<script>alert(1)</script>"',
  `"'; drop table staff_users; --"`,
];

/** Query string values (already encoded as they appear in a URL). */
export const BAD_QUERY_VALUES: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '9223372036854775808',
  '1e400',
  'abc',
  '',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%AE',
  '%zz',
  '%',
  '%F0%9F%98%80',
  'x'.repeat(8000),
  '%E9%95%BF'.repeat(3000),
  'null',
  '%20%201%20',
  '2026-02-30',
];

/**
 * Whole bodies for a JSON route, each with the content type it is sent with. `mayPass`: well-formed JSON whose
 * only oddity is a key no schema knows (zod drops it), so a route whose fields are all optional may accept it.
 */
export const BAD_BODIES: readonly { contentType?: string; payload: string | Buffer; mayPass?: boolean }[] = [
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '{"a":1,}' },
  { contentType: 'application/json', payload: "{'a':1}" },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '123' },
  { contentType: 'application/json', payload: '1e400' },
  { contentType: 'application/json', payload: 'true' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '[{"id":1}]' },
  { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true},"id":1}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"isAdmin":true}},"id":1}' },
  { contentType: 'application/json', payload: '['.repeat(200_000) },
  { contentType: 'application/json', payload: `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`, mayPass: true },
  { contentType: 'application/json', payload: `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`, mayPass: true },
  { contentType: 'application/json', payload: '{"\\u0000":1}' },
  { contentType: 'application/json', payload: '{"a":"\\ud800"}' },
  { contentType: 'application/json', payload: '{"a":["x","\\udfff"]}' },
  {
    contentType: 'application/json',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    mayPass: true,
  },
  { contentType: 'application/json', payload: '\ufeff{}', mayPass: true },
  { contentType: 'application/json', payload: '\u0000' },
  { contentType: 'application/json', payload: `{"a":"${'x'.repeat(1_100_000)}"}` },
  { contentType: 'application/json; charset=utf-16le', payload: Buffer.from('{"id":1}', 'utf16le') },
  { contentType: 'text/plain', payload: '{"id":1}' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'id=1&name=%00' },
  { contentType: 'application/xml', payload: '<id>1</id>' },
  { contentType: 'multipart/form-data', payload: 'x' },
  {
    contentType: 'multipart/form-data; boundary=zz',
    payload: '--zz\r\nContent-Disposition: form-data; name="id"\r\n\r\n1\r\n--zz--\r\n',
  },
  { contentType: 'application/json, text/plain', payload: '{}', mayPass: true },
  { payload: '{"id":1}', mayPass: true },
];

const CHAR_POOL = [
  'a',
  'Z',
  '9',
  ' ',
  '长',
  '😀',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u200b',
  '\ufeff',
  '\ud800',
  '\udc00',
  '\\',
  '"',
  "'",
  '%',
  '_',
  '<',
  '&',
  '\n',
];

/** A random JSON value: numbers of every magnitude, strings from a hostile alphabet, shallow arrays and objects. */
export function randomJsonValue(random: Random, depth = 0): unknown {
  switch (random.int(0, depth > 1 ? 3 : 5)) {
    case 0:
      return random.pick([0, -1, 1, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 63), random.next() * 1e12, 0.1]);
    case 1:
      return randomString(random);
    case 2:
      return random.pick([null, true, false]);
    case 3:
      return String(random.int(-(2 ** 31), 2 ** 33));
    case 4:
      return Array.from({ length: random.int(0, 3) }, () => randomJsonValue(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(0, 3) }, (_, i) => [`k${i}`, randomJsonValue(random, depth + 1)]),
      );
  }
}

export function randomString(random: Random): string {
  const length = random.pick([0, 1, 2, 5, 20, 300, 5000]);
  let text = '';
  for (let i = 0; i < length; i++) text += random.pick(CHAR_POOL);
  return text;
}
