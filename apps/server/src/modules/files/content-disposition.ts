/**
 * `Content-Disposition: attachment` with the original (usually Chinese) name. RFC 6266 + RFC 5987: `filename*`
 * carries the UTF-8 name percent-encoded, and `filename` an ASCII stand-in for the rare client that ignores it.
 * Always `attachment`, never `inline`: an uploaded file is not rendered as a page of our origin.
 */

/** RFC 5987 attr-char: encodeURIComponent leaves ' ( ) * ! unencoded, and ' ( ) * are not allowed bare. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Printable ASCII without the quote and backslash of a quoted-string; anything else becomes `_`. */
function asciiFallback(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return fallback.replace(/_+/g, '_') || 'download';
}

export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
