import { ErrorCode } from '@swp/core/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { post, RequestFailed } from './http.ts';
import type { ConfirmDetail, KindConfig } from './kinds.ts';
import { clockOffsetOf } from './time.ts';

/** The server looked for the invitation and found none (NOT_FOUND), or refused the key's form (INVALID_INPUT). */
const brokenLink = (error: unknown) =>
  error instanceof RequestFailed && (error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.INVALID_INPUT);
const refusal = (error: unknown) =>
  error instanceof RequestFailed && error.reason === 'server' ? error.message : undefined;

export type DetailState =
  | { status: 'loading' }
  /** docs/integration.md: the details never loaded (offline, timed out, or refused for another reason) — 操作超时. */
  | { status: 'failed'; msg?: string }
  /** The link itself is broken: no key, a cut or unknown one (the server found no invitation) — 链接无效. */
  | { status: 'invalid' }
  /** `clockOffsetMs`: the server's clock minus this phone's, measured when the details arrived. */
  | { status: 'ready'; detail: ConfirmDetail; clockOffsetMs: number };

/**
 * POST getConfirmInfo {id: t} on load and after each answer. A reload keeps the details on screen until the new
 * ones arrive, so the page does not flash back to the spinner after 操作成功.
 */
export function useConfirmDetail(config: KindConfig, linkKey: string) {
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const latest = useRef(0);

  const load = useCallback(async () => {
    const call = ++latest.current;
    let next: DetailState;
    if (!linkKey) {
      next = { status: 'invalid' };
    } else {
      try {
        // docs/product.md: the detail is `data.data` of the response.
        const env = await post<{ data?: ConfirmDetail }>(config.infoPath, { id: linkKey }, { quiet: true });
        const detail = env.data?.data;
        next =
          detail && typeof detail === 'object'
            ? { status: 'ready', detail, clockOffsetMs: clockOffsetOf(detail.serverTime) }
            : { status: 'failed' };
      } catch (error) {
        next = brokenLink(error) ? { status: 'invalid' } : { status: 'failed', msg: refusal(error) };
      }
    }
    // A slower, older answer must not overwrite a newer one.
    if (call === latest.current) setState(next);
  }, [config, linkKey]);

  useEffect(() => {
    void load();
  }, [load]);

  return { state, reload: load };
}
