import type { Envelope } from '@swp/core/api';
import type {
  FileEndpoint,
  InputOf,
  JsonEndpoint,
  OutputOf,
  UploadEndpoint,
  UploadQueryOf,
} from '@swp/core/contract/endpoint';
import { withQuery } from '../shared/url.ts';
import { type RequestOptions, request, requestBlob, requestEnvelope } from './http.ts';

/** What a call may add: whose token, silence, abort (the method, URL and body come from the declaration). */
export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

const urlOf = (method: string, path: string, input: unknown) =>
  method === 'GET' && input ? withQuery(path, input as object) : path;
const bodyOf = (method: string, input: unknown) => (method === 'GET' ? undefined : (input ?? {}));

/**
 * Calls a contract endpoint (packages/core/src/contract): a GET's input goes in the query string, a POST's in
 * the JSON body; resolves to `data` of the answer, typed from the declared output (rejects when code ≠ 0).
 */
export function api<E extends JsonEndpoint>(endpoint: E, input: InputOf<E>, opts?: CallOptions): Promise<OutputOf<E>> {
  const { method, path } = endpoint;
  return request<OutputOf<E>>(urlOf(method, path, input), { ...opts, method, body: bodyOf(method, input) });
}

/** The whole envelope of a call, for a caller that shows the server's `msg` (rejects when code ≠ 0). */
export function apiEnvelope<E extends JsonEndpoint>(
  endpoint: E,
  input: InputOf<E>,
  opts?: CallOptions,
): Promise<Envelope<OutputOf<E>>> {
  const { method, path } = endpoint;
  return requestEnvelope<OutputOf<E>>(urlOf(method, path, input), { ...opts, method, body: bodyOf(method, input) });
}

/** Fetches a file endpoint's answer as a Blob (rejects with the refusal's msg when the server answers JSON). */
export function apiBlob<E extends FileEndpoint>(endpoint: E, input: InputOf<E>, opts?: CallOptions): Promise<Blob> {
  const { method, path } = endpoint;
  return requestBlob(urlOf(method, path, input), { ...opts, method, body: bodyOf(method, input) });
}

/**
 * Uploads one file to a multipart endpoint that takes no text fields: the file under its declared part name, the
 * declared query in the URL; resolves to the whole envelope (rejects when code ≠ 0). The bid upload, with fields
 * before its file and a progress bar, has its own sender (features/bids/upload.ts).
 */
export function apiUploadEnvelope<E extends UploadEndpoint>(
  endpoint: E,
  file: File,
  query: UploadQueryOf<E>,
  opts?: CallOptions,
): Promise<Envelope<OutputOf<E>>> {
  const body = new FormData();
  body.append(endpoint.multipart.file.name, file, file.name);
  const url = query ? withQuery(endpoint.path, query) : endpoint.path;
  return requestEnvelope<OutputOf<E>>(url, { ...opts, method: endpoint.method, body });
}

/** `apiUploadEnvelope`, resolving to `data` of the answer. */
export async function apiUpload<E extends UploadEndpoint>(
  endpoint: E,
  file: File,
  query: UploadQueryOf<E>,
  opts?: CallOptions,
): Promise<OutputOf<E>> {
  return (await apiUploadEnvelope(endpoint, file, query, opts)).data as OutputOf<E>;
}
