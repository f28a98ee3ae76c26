import { type Envelope, ErrorCode, Msg } from '@swp/core/api';
import { type Area, currentArea } from './area.ts';
import { readCookie } from './cookies.ts';
import { bus } from './events.ts';
import { feedback } from './feedback.ts';

/**
 * The HTTP client of docs/integration.md:
 * - header `token` from the current area's localStorage entry, only when the caller did not set one;
 * - relative URLs prefixed with VITE_API_BASE (default '');
 * - X-XSRF-TOKEN from the XSRF-TOKEN cookie on non-GET/HEAD relative requests;
 * - a JSON body with code ≠ 0 shows msg (or 请求错误) and rejects; file/blob responses are exempt;
 * - HTTP 401 clears that area's session (the listeners in app/session decide where the user goes).
 */
export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: HeadersInit;
  /** Whose token to send and whose session a 401 ends; default: the area of the current URL. */
  area?: Area | null;
  /** Do not toast the error (the caller shows its own). */
  silent?: boolean;
  /** Do not clear the session on 401 (logout uses this). */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const tokenKey = (area: Area) => `${area}_token`;

export const apiBase = (): string => import.meta.env.VITE_API_BASE ?? '';
export const isRelative = (url: string): boolean => !/^([a-z][a-z\d+.-]*:)?\/\//i.test(url);
export const resolveUrl = (url: string): string => (isRelative(url) ? `${apiBase()}${url}` : url);

function buildInit(url: string, opts: RequestOptions, area: Area | null): RequestInit {
  const method = (opts.method ?? 'GET').toUpperCase();
  const headers = new Headers(opts.headers);
  if (area && !headers.has('token')) {
    const token = localStorage.getItem(tokenKey(area));
    if (token) headers.set('token', token);
  }
  if (isRelative(url) && method !== 'GET' && method !== 'HEAD') {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData || opts.body instanceof Blob || typeof opts.body === 'string') {
    body = opts.body;
  } else if (opts.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(opts.body);
  }
  return { method, headers, body, credentials: 'include', signal: opts.signal };
}

const isJson = (res: Response) => (res.headers.get('content-type') ?? '').includes('json');

function fail(opts: RequestOptions, message: string, code: number, status: number): never {
  if (!opts.silent) feedback.error(message);
  throw new ApiError(message, code, status);
}

type Answer<T> = { kind: 'json'; env: Envelope<T> } | { kind: 'file'; blob: Blob };

/** Sends the request: the envelope of a successful (code 0) JSON answer, or the blob of a file (exempt). */
async function send<T>(url: string, opts: RequestOptions = {}): Promise<Answer<T>> {
  const area = opts.area === undefined ? currentArea() : opts.area;
  const hadXsrf = readCookie(XSRF_COOKIE) !== null;
  let res: Response;
  try {
    res = await fetch(resolveUrl(url), buildInit(url, opts, area));
    // First contact: the server refuses a write without the cookie and sets it on that answer — retry once.
    if (res.status === 403 && !hadXsrf && isRelative(url) && readCookie(XSRF_COOKIE) !== null) {
      res = await fetch(resolveUrl(url), buildInit(url, opts, area));
    }
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    return fail(opts, Msg.requestError, ErrorCode.INTERNAL, 0);
  }
  if (!isJson(res)) {
    if (res.ok) return { kind: 'file', blob: await res.blob() };
    if (res.status === 401 && area && !opts.ignoreUnauthorized) bus.emit('unauthorized', area);
    return fail(opts, Msg.requestError, res.status, res.status);
  }
  let env: Envelope<T>;
  try {
    env = (await res.json()) as Envelope<T>;
  } catch {
    return fail(opts, Msg.requestError, res.status, res.status);
  }
  const code = typeof env?.code === 'number' ? env.code : res.ok ? ErrorCode.OK : res.status;
  if (res.status === 401 || code === ErrorCode.UNAUTHORIZED) {
    if (area && !opts.ignoreUnauthorized) bus.emit('unauthorized', area);
    return fail(opts, env?.msg || Msg.unauthorized, ErrorCode.UNAUTHORIZED, res.status);
  }
  if (code === ErrorCode.MUST_CHANGE_PASSWORD && area) bus.emit('mustChangePassword', area);
  if (code !== ErrorCode.OK || !res.ok) return fail(opts, env?.msg || Msg.requestError, code, res.status);
  return { kind: 'json', env };
}

/** The envelope of a JSON call (rejects when code ≠ 0). */
export async function requestEnvelope<T>(url: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const out = await send<T>(url, opts);
  if (out.kind === 'file') throw new ApiError(Msg.requestError, ErrorCode.INTERNAL, 200);
  return out.env;
}

/** `data` of a JSON call (rejects when code ≠ 0). */
export async function request<T>(url: string, opts: RequestOptions = {}): Promise<T> {
  return (await requestEnvelope<T>(url, opts)).data as T;
}

/** A file download: the blob (no envelope rule), or a rejection with the msg when the server answers JSON. */
export async function requestBlob(url: string, opts: RequestOptions = {}): Promise<Blob> {
  const out = await send<unknown>(url, opts);
  if (out.kind === 'file') return out.blob;
  throw new ApiError(Msg.requestError, ErrorCode.INTERNAL, 200);
}

export const http = {
  get: <T>(url: string, opts?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(url, { ...opts, method: 'GET' }),
  post: <T>(url: string, body: unknown = {}, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(url, { ...opts, method: 'POST', body }),
  postEnvelope: <T>(url: string, body: unknown = {}, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    requestEnvelope<T>(url, { ...opts, method: 'POST', body }),
};
