import { useCallback, useEffect, useState } from 'react';

/** docs/product.md: the SMS resend countdown. */
export const SMS_COUNTDOWN_SECONDS = 60;

const remainingOf = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * A seconds countdown. `remaining` never goes below 0 (docs/product.md: values below zero are clamped). With a
 * `storageKey` the end time survives a reload within the same tab, so a refresh does not reset the wait.
 */
export function useCountdown(storageKey?: string) {
  const [until, setUntil] = useState<number>(() => Number(storageKey ? sessionStorage.getItem(storageKey) : 0) || 0);
  const [remaining, setRemaining] = useState(() => remainingOf(until));

  useEffect(() => {
    setRemaining(remainingOf(until));
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const left = remainingOf(until);
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = useCallback(
    (seconds: number = SMS_COUNTDOWN_SECONDS) => {
      const next = Date.now() + Math.max(0, seconds) * 1000;
      if (storageKey) sessionStorage.setItem(storageKey, String(next));
      setUntil(next);
    },
    [storageKey],
  );

  return { remaining, counting: remaining > 0, start };
}
