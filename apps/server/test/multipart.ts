/** The multipart/form-data body a browser sends for one file (test-only; ApiClient.upload sends it). */
const BOUNDARY = '----swpTestBoundary7MA4YWxkTrZu0gW';

/** A one-file multipart/form-data body (part `file` unless named), with optional text fields before it. */
export function multipartBody(
  filename: string,
  content: Buffer,
  fields: Record<string, string> = {},
  part = 'file',
  mimeType = 'application/octet-stream',
) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part}"; filename="${filename}"\r\n` +
        `Content-Type: ${mimeType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}
