import { requestBlob } from '../../app/http.ts';

/** Hands a blob to the browser as a download (an object URL clicked by a detached link, then revoked). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: Chromium reads the URL after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file from an authorised GET endpoint. The token travels in the `token` header, which a plain
 * <a href> cannot send, so the file is fetched by the HTTP client (which also shows the server's msg when it
 * answers with an error envelope instead of a file).
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  saveBlob(await requestBlob(url, { method: 'GET', area: 'manage' }), fileName);
}

/** A query string of the set values only (empty strings and undefined are left out). */
export function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
