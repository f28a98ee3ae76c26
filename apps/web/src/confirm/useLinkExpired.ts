import { useEffect, useState } from 'react';
import type { ConfirmDetail } from './kinds.ts';
import { expiresAtOf } from './time.ts';

/**
 * True once a pending invitation's link is past its 10 minutes by the server's clock (the phone's clock plus
 * `clockOffsetMs`), as the server judges it: exactly 10 minutes is still valid. The page turns to 操作超时 at that
 * moment while it stays open, not only when the expert next presses 发送验证码: one timer fires just after the
 * deadline, and the check runs again when a phone that slept shows the page again.
 */
export function useLinkExpired(detail: ConfirmDetail | null, clockOffsetMs: number): boolean {
  const expiresAt = detail?.isAffirm === 0 ? expiresAtOf(detail.sendurlSendtime) : null;
  // Re-render at the deadline; the answer itself is read from the clock below.
  const [, setChecks] = useState(0);

  useEffect(() => {
    if (expiresAt === null) return;
    let timer: number | undefined;
    const arm = () => {
      window.clearTimeout(timer);
      const left = expiresAt - (Date.now() + clockOffsetMs);
      setChecks((n) => n + 1);
      if (left >= 0) timer = window.setTimeout(arm, left + 1);
    };
    arm();
    const onShow = () => {
      if (document.visibilityState === 'visible') arm();
    };
    document.addEventListener('visibilitychange', onShow);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [expiresAt, clockOffsetMs]);

  return expiresAt !== null && Date.now() + clockOffsetMs > expiresAt;
}
