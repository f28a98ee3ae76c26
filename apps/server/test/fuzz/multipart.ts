/**
 * Malformed multipart/form-data requests for the upload and import calls: each case is a content type and the
 * raw bytes, as a broken or hostile client would send them.
 */
export interface RawRequest {
  name: string;
  /** A well-formed upload of the good file whose only oddity the server may tolerate. */
  mayPass?: boolean;
  contentType?: string;
  payload: Buffer;
}

const B = 'fuzzBoundary7MA4YWxkTrZu0gW';
const CT = `multipart/form-data; boundary=${B}`;
const crlf = (...lines: string[]) => lines.join('\r\n');

const field = (name: string, value: string | Buffer) =>
  Buffer.concat([
    Buffer.from(crlf(`--${B}`, `Content-Disposition: form-data; name="${name}"`, '', '')),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ]);

const filePart = (fieldName: string, filename: string | Buffer, content: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="`),
    Buffer.from(filename),
    Buffer.from('"\r\nContent-Type: application/octet-stream\r\n\r\n'),
    content,
    Buffer.from('\r\n'),
  ]);

const end = Buffer.from(`--${B}--\r\n`);

/**
 * `good` is a file the route would accept, `bad` one it refuses by content, `maxBytes` the route's size limit.
 * Truncated bodies carry the good file, so the test proves that a request cut off after an acceptable file still
 * stores nothing.
 */
export function malformedMultipart(
  good: { name: string; content: Buffer },
  bad: { name: string; content: Buffer },
  maxBytes: number,
) {
  const cases: RawRequest[] = [
    { name: 'no content type', payload: Buffer.from('abc') },
    { name: 'json', contentType: 'application/json', payload: Buffer.from('{"file":"x"}') },
    { name: 'text', contentType: 'text/plain', payload: Buffer.from('file') },
    { name: 'form urlencoded', contentType: 'application/x-www-form-urlencoded', payload: Buffer.from('file=%00') },
    {
      name: 'no boundary',
      contentType: 'multipart/form-data',
      payload: Buffer.concat([filePart('file', good.name, good.content), end]),
    },
    { name: 'empty boundary', contentType: 'multipart/form-data; boundary=', payload: Buffer.from('--\r\n\r\n') },
    {
      name: 'other boundary',
      contentType: 'multipart/form-data; boundary=other',
      payload: Buffer.concat([filePart('file', good.name, good.content), end]),
    },
    {
      name: 'multipart/mixed',
      contentType: `multipart/mixed; boundary=${B}`,
      payload: Buffer.concat([filePart('file', bad.name, bad.content), end]),
    },
    { name: 'empty body', contentType: CT, payload: Buffer.alloc(0) },
    { name: 'only the closing boundary', contentType: CT, payload: end },
    {
      name: 'truncated in the headers',
      contentType: CT,
      payload: Buffer.from(`--${B}\r\nContent-Disposition: form-da`),
    },
    {
      name: 'truncated in the file',
      contentType: CT,
      payload: filePart('file', good.name, good.content).subarray(0, -40),
    },
    { name: 'no closing boundary', contentType: CT, payload: filePart('file', good.name, good.content) },
    { name: 'garbage only', contentType: CT, payload: Buffer.from('\u0000\u0001garbage\r\n\r\n--') },
    { name: 'field only', contentType: CT, payload: Buffer.concat([field('file', 'not a file'), end]) },
    {
      name: 'wrong field name',
      contentType: CT,
      payload: Buffer.concat([filePart('upload', good.name, good.content), end]),
    },
    {
      name: 'two files',
      contentType: CT,
      payload: Buffer.concat([
        filePart('file', good.name, good.content),
        filePart('file', good.name, good.content),
        end,
      ]),
    },
    {
      name: 'field after the file',
      contentType: CT,
      payload: Buffer.concat([filePart('file', bad.name, bad.content), field('purpose', 'x'), end]),
    },
    {
      name: 'many fields',
      contentType: CT,
      payload: Buffer.concat([
        ...Array.from({ length: 40 }, (_, i) => field(`f${i}`, 'v')),
        filePart('file', bad.name, bad.content),
        end,
      ]),
    },
    {
      name: 'huge field',
      contentType: CT,
      payload: Buffer.concat([field('note', 'x'.repeat(2_000_000)), filePart('file', bad.name, bad.content), end]),
    },
    {
      name: 'field with NUL',
      contentType: CT,
      payload: Buffer.concat([field('note', 'a\u0000b'), filePart('file', bad.name, bad.content), end]),
    },
    {
      name: 'filename with NUL',
      contentType: CT,
      payload: Buffer.concat([filePart('file', Buffer.from(`a\u0000${good.name}`), good.content), end]),
    },
    {
      name: 'filename of bad UTF-8',
      mayPass: true,
      contentType: CT,
      payload: Buffer.concat([
        filePart('file', Buffer.concat([Buffer.from([0xed, 0xa0, 0x80, 0xff]), Buffer.from(good.name)]), good.content),
        end,
      ]),
    },
    {
      name: 'filename* with NUL',
      contentType: CT,
      payload: Buffer.concat([
        Buffer.from(
          crlf(`--${B}`, `Content-Disposition: form-data; name="file"; filename*=UTF-8''a%00${good.name}`, '', ''),
        ),
        good.content,
        Buffer.from('\r\n'),
        end,
      ]),
    },
    {
      name: 'filename of 20000 characters',
      contentType: CT,
      payload: Buffer.concat([filePart('file', `${'长'.repeat(20_000)}${good.name}`, bad.content), end]),
    },
    { name: 'empty filename', contentType: CT, payload: Buffer.concat([filePart('file', '', good.content), end]) },
    {
      name: 'path filename',
      contentType: CT,
      payload: Buffer.concat([filePart('file', `..\\..\\${bad.name}`, bad.content), end]),
    },
    { name: 'part without headers', contentType: CT, payload: Buffer.from(`--${B}\r\n\r\nabc\r\n--${B}--\r\n`) },
    {
      name: 'part without a name',
      contentType: CT,
      payload: Buffer.from(
        `--${B}\r\nContent-Disposition: form-data; filename="${good.name}"\r\n\r\nabc\r\n--${B}--\r\n`,
      ),
    },
    {
      name: 'many headers',
      contentType: CT,
      payload: Buffer.concat([
        Buffer.from(
          `--${B}\r\n${'X-A: b\r\n'.repeat(3000)}Content-Disposition: form-data; name="file"; filename="${good.name}"\r\n\r\n`,
        ),
        bad.content,
        Buffer.from('\r\n'),
        end,
      ]),
    },
    {
      name: 'empty file',
      contentType: CT,
      payload: Buffer.concat([filePart('file', good.name, Buffer.alloc(0)), end]),
    },
    { name: 'bad content', contentType: CT, payload: Buffer.concat([filePart('file', bad.name, bad.content), end]) },
    {
      name: 'file over the limit',
      contentType: CT,
      payload: Buffer.concat([
        filePart('file', good.name, Buffer.concat([good.content, Buffer.alloc(maxBytes, 0x20)])),
        end,
      ]),
    },
    {
      name: 'utf-16 charset',
      contentType: `${CT}; charset=utf-16`,
      payload: Buffer.concat([filePart('file', bad.name, bad.content), end]),
    },
  ];
  return cases;
}
