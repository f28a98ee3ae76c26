import { type Envelope, ErrorCode, Msg } from '@swp/core/api';
import { bidApi } from '@swp/core/bid/contract';
import type { BidReceipt } from '@swp/core/bid/responses';
import { readCookie } from '../../app/cookies.ts';
import { bus } from '../../app/events.ts';
import { feedback } from '../../app/feedback.ts';
import { ApiError, resolveUrl, tokenKey, XSRF_COOKIE, XSRF_HEADER } from '../../app/http.ts';

export interface BidUpload {
  projectId: number;
  sectionId?: number | null;
  /** The 报价 as the form keeps it: a decimal string in 元. None with 投标人加密: it is sealed inside the file. */
  offer?: string;
  /** The bid file, or with 投标人加密 the sealed file (bidder-seal.ts). */
  file: File;
}

const { multipart } = bidApi.upload;

/**
 * The multipart body of `bidApi.upload`. The text fields go BEFORE the file part, in the declared order: the
 * server streams the file into its sealed store as it arrives and must know the project (and check the enrolment)
 * first.
 */
export function bidUploadBody(upload: BidUpload): FormData {
  const body = new FormData();
  for (const field of Object.keys(multipart.fields.shape) as (keyof typeof multipart.fields.shape)[]) {
    const value = upload[field];
    if (value != null) body.append(field, String(value));
  }
  body.append(multipart.file.name, upload.file, upload.file.name);
  return body;
}

type Sent = { status: number; text: string };

function send(body: FormData, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(bidApi.upload.method, resolveUrl(bidApi.upload.path));
    xhr.withCredentials = true;
    const token = localStorage.getItem(tokenKey('vender'));
    if (token) xhr.setRequestHeader('token', token);
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(99, Math.floor((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(Msg.requestError, ErrorCode.INTERNAL, 0));
    xhr.onabort = () => reject(new DOMException('上传已取消', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

function fail(message: string, code: number, status: number): never {
  feedback.error(message);
  throw new ApiError(message, code, status);
}

/**
 * Uploads a bid file with its 报价 (or a sealed file without one) and answers the receipt. fetch cannot report upload progress, so this one call
 * goes by XMLHttpRequest, keeping the HTTP client's rules (app/http.ts): the vender token, the XSRF
 * double-submit (one retry after the first-contact 403 that sets the cookie), code ≠ 0 → the server's msg shown
 * and a rejection, 401 → the session ends and the login modal opens.
 */
export async function uploadBid(
  upload: BidUpload,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<BidReceipt> {
  const hadXsrf = readCookie(XSRF_COOKIE) !== null;
  let sent = await send(bidUploadBody(upload), onProgress, signal);
  if (sent.status === 403 && !hadXsrf && readCookie(XSRF_COOKIE) !== null) {
    sent = await send(bidUploadBody(upload), onProgress, signal);
  }
  let env: Envelope<BidReceipt> | null = null;
  try {
    env = JSON.parse(sent.text) as Envelope<BidReceipt>;
  } catch {
    return fail(Msg.requestError, sent.status, sent.status);
  }
  if (sent.status === 401 || env?.code === ErrorCode.UNAUTHORIZED) {
    bus.emit('unauthorized', 'vender');
    return fail(env?.msg || Msg.unauthorized, ErrorCode.UNAUTHORIZED, sent.status);
  }
  if (env?.code !== ErrorCode.OK || !env.data) return fail(env?.msg || Msg.requestError, env?.code ?? 500, sent.status);
  onProgress(100);
  return env.data;
}
