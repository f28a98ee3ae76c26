import { captchaApi } from '@swp/core/auth/contract';
import { useCallback, useState } from 'react';
import { resolveUrl } from '../../app/http.ts';
import { withQuery } from '../url.ts';

/** GET /api/captcha.jpg?uuid={current time in ms} (docs/integration.md); the same uuid is submitted as uuId. */
const captchaUrl = (uuid: string) => resolveUrl(withQuery(captchaApi.captcha.path, { uuid }));

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
