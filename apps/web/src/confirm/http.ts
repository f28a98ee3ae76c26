import { type Envelope, ErrorCode, Msg } from '@swp/core/api';
import { readCookie } from '../app/cookies.ts';
import { toast } from './toast.tsx';

/**
 * The confirmation pages' own fetch wrapper. The areas' client (app/http.ts) reaches antd through its toasts and
 * the session stores, so it is not imported here; this keeps the same rules of docs/integration.md in a few lines:
 * relative URLs get the VITE_API_BASE prefix, POSTs carry X-XSRF-TOKEN from the XSRF-TOKEN cookie (the server
 * set it on the page response), and an answer with code ≠ 0 shows msg (or 请求错误) and rejects. No token is sent:
 * these pages belong to no signed-in area.
 */

export const REQUEST_TIMEOUT_MS = 15_000;
const XSRF_COOKIE = 'XSRF-TOKEN';

export class RequestFailed extends Error {
  constructor(
    message: string,
    /** 'server' = an answer with code ≠ 0; 'network' = no usable answer (offline, timeout, not JSON). */
    readonly reason: 'server' | 'network',
    /** The answer's code when the server refused (reason 'server'). */
    readonly code?: number,
  ) {
    super(message);
    this.name = 'RequestFailed';
  }
}

interface PostOptions {
  /** Do not toast a network failure or timeout (the page shows its own state). */
  quietNetwork?: boolean;
  /** Do not toast a refusal either: the page shows it in its own words. */
  quiet?: boolean;
}

function send(url: string, body: unknown, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  return fetch(`${import.meta.env.VITE_API_BASE ?? ''}${url}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'include',
    signal,
  });
}

async function exchange<T>(url: string, body: unknown): Promise<Envelope<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const hadXsrf = readCookie(XSRF_COOKIE) !== null;
    let res = await send(url, body, controller.signal);
    // First contact without the cookie: the server refuses the write and sets the cookie on that answer.
    if (res.status === 403 && !hadXsrf && readCookie(XSRF_COOKIE) !== null)
      res = await send(url, body, controller.signal);
    if (!(res.headers.get('content-type') ?? '').includes('json')) throw new Error(`HTTP ${res.status}`);
    const env = (await res.json()) as Envelope<T>;
    return typeof env?.code === 'number' ? env : { code: res.ok ? ErrorCode.OK : res.status, msg: '' };
  } finally {
    clearTimeout(timer);
  }
}

/** POSTs a JSON body; resolves with the envelope when code is 0, otherwise toasts and rejects. */
export async function post<T = unknown>(url: string, body: unknown, opts: PostOptions = {}): Promise<Envelope<T>> {
  let env: Envelope<T>;
  try {
    env = await exchange<T>(url, body);
  } catch {
    if (!opts.quietNetwork && !opts.quiet) toast.error(Msg.requestError);
    throw new RequestFailed(Msg.requestError, 'network');
  }
  if (env.code !== ErrorCode.OK) {
    const msg = env.msg || Msg.requestError;
    if (!opts.quiet) toast.error(msg);
    throw new RequestFailed(msg, 'server', env.code);
  }
  return env;
}
