import type { DbOrTx } from '../../db/client.ts';
import { type Clock, MINUTE } from '../../lib/clock.ts';
import { sha256 } from '../../lib/crypto.ts';
import { badCredentials } from '../../lib/errors.ts';
import { loadSharp, loadSvgCaptcha } from '../../lib/lazy-modules.ts';
import { type CaptchaKey, deleteExpiredCaptchas, saveCaptcha, takeCaptcha } from './captcha.repo.ts';

export const CAPTCHA_TTL_MS = 5 * MINUTE;

/**
 * The browser a captcha belongs to: a SHA-256 of its XSRF cookie (request.xsrfToken, set on the first response if
 * absent). The page chooses the uuid (the product's page sends Date.now()), so anyone can guess it; keyed by uuid and owner,
 * asking for someone else's uuid draws a captcha of one's own and leaves theirs untouched and unrevealed.
 */
export const captchaKey = (uuid: string, xsrfToken: string): CaptchaKey => ({ uuid, owner: sha256(xsrfToken) });

/** Draws a 4-character captcha (no look-alike characters), keeps the answer server-side and returns a JPEG. */
export async function createCaptcha(db: DbOrTx, clock: Clock, key: CaptchaKey): Promise<Buffer> {
  const svgCaptcha = await loadSvgCaptcha();
  const { text, data } = svgCaptcha.create({
    size: 4,
    noise: 3,
    color: true,
    ignoreChars: '0oO1iIlLqg9',
    background: '#eef4fb',
    width: 120,
    height: 40,
    fontSize: 46,
  });
  const now = clock.now();
  // Opportunistic clean-up keeps the table small without a scheduler.
  await deleteExpiredCaptchas(db, now);
  await saveCaptcha(db, key, text.toLowerCase(), new Date(now.getTime() + CAPTCHA_TTL_MS));
  const sharp = await loadSharp();
  return sharp(Buffer.from(data)).flatten({ background: '#eef4fb' }).jpeg({ quality: 85 }).toBuffer();
}

/**
 * Single use: the answer is removed whether the guess is right or wrong, so it cannot be brute-forced. Only the
 * submitting browser's own captcha for the uuid is looked at.
 */
export async function checkCaptcha(db: DbOrTx, clock: Clock, key: CaptchaKey, answer: string): Promise<void> {
  const row = await takeCaptcha(db, key);
  if (!row || row.expiresAt <= clock.now()) throw badCredentials('图形验证码已过期，请点击图片刷新');
  if (row.answer !== answer.trim().toLowerCase()) throw badCredentials('图形验证码错误，请重新输入');
}
