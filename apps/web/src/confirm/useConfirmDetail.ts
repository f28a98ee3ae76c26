import { useCallback, useEffect, useRef, useState } from 'react';
import { post } from './http.ts';
import type { ConfirmDetail, KindConfig } from './kinds.ts';
import { clockOffsetOf } from './time.ts';

export type DetailState =
  | { status: 'loading' }
  /** Seed §2/§8: the details never loaded (refused, offline or timed out) — the page says 操作超时. */
  | { status: 'failed' }
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
      next = { status: 'failed' };
    } else {
      try {
        // Seed §3: the detail is `data.data` of the response.
        const env = await post<{ data?: ConfirmDetail }>(config.infoPath, { id: linkKey }, { quietNetwork: true });
        const detail = env.data?.data;
        next =
          detail && typeof detail === 'object'
            ? { status: 'ready', detail, clockOffsetMs: clockOffsetOf(detail.serverTime) }
            : { status: 'failed' };
      } catch {
        next = { status: 'failed' };
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
