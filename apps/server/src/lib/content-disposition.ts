/**
 * `Content-Disposition: attachment` with the original (usually Chinese) file name, for every download the server
 * answers (attachments, Excel exports). RFC 6266 + RFC 5987: `filename*` carries the UTF-8 name percent-encoded for
 * every current browser, `filename` an ASCII stand-in for the rare client that ignores it. Always `attachment`,
 * never `inline`: a file is not rendered as a page of our origin.
 */

/** RFC 5987 attr-char: encodeURIComponent leaves ' ( ) * unencoded, and they are not allowed bare. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Printable ASCII without the quote and backslash of a quoted-string; anything else becomes `_`. */
function asciiFallback(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return fallback.replace(/_+/g, '_') || 'download';
}

/** `asciiName` is a readable English stand-in (e.g. specialists_20300304.xlsx); without it, the name's ASCII part. */
export function attachmentDisposition(fileName: string, asciiName = fileName): string {
  return `attachment; filename="${asciiFallback(asciiName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
