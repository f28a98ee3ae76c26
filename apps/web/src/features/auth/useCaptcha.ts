import { useCallback, useState } from 'react';
import { captchaUrl } from './api.ts';

/** An image captcha: the uuid is the current time in ms (docs/integration.md); a click (or a failed use) loads a new one. */
export function useCaptcha() {
  const [uuid, setUuid] = useState(() => String(Date.now()));
  const refresh = useCallback(() => {
    setUuid((prev) => {
      const next = String(Date.now());
      return next === prev ? String(Number(next) + 1) : next;
    });
  }, []);
  return { uuid, src: captchaUrl(uuid), refresh };
}

export type Captcha = ReturnType<typeof useCaptcha>;
