import { fileApi } from '@swp/core/announcement/file-contract';
import { requestBlob } from '../app/http.ts';
import { withQuery } from './url.ts';

/** Hands a blob to the browser as a download (an object URL clicked by a detached link, then revoked). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later, not at once: browsers read the URL after the click handler returns (some only seconds later).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a file from an authorised GET endpoint. The token travels in the `token` header, which a plain
 * <a href> cannot send, so the file is fetched by the HTTP client (which also shows the server's msg when it
 * answers with an error envelope instead of a file).
 * Always as staff: every signed download so far is theirs.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  saveBlob(await requestBlob(url, { method: 'GET', area: 'manage' }), fileName);
}

/**
 * The address of a stored file (relative: the HTTP client, or `resolveUrl` for a plain link, adds the API base).
 * Published attachments are public and can be linked; a draft's files need `downloadFile` for the token.
 */
export const fileDownloadUrl = (id: string): string => withQuery(fileApi.download.path, { id });
