import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import type { DbOrTx } from '../../db/client.ts';
import { type Clock, MINUTE } from '../../lib/clock.ts';
import { badCredentials } from '../../lib/errors.ts';
import { deleteExpiredCaptchas, saveCaptcha, takeCaptcha } from './captcha.repo.ts';

export const CAPTCHA_TTL_MS = 5 * MINUTE;

/** Draws a 4-character captcha (no look-alike characters), keeps the answer server-side and returns a JPEG. */
export async function createCaptcha(db: DbOrTx, clock: Clock, uuid: string): Promise<Buffer> {
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
  await saveCaptcha(db, uuid, text.toLowerCase(), new Date(now.getTime() + CAPTCHA_TTL_MS));
  return sharp(Buffer.from(data)).flatten({ background: '#eef4fb' }).jpeg({ quality: 85 }).toBuffer();
}

/** Single use: the answer is removed whether the guess is right or wrong, so it cannot be brute-forced. */
export async function checkCaptcha(db: DbOrTx, clock: Clock, uuid: string, answer: string): Promise<void> {
  const row = await takeCaptcha(db, uuid);
  if (!row || row.expiresAt <= clock.now()) throw badCredentials('图形验证码已过期，请点击图片刷新');
  if (row.answer !== answer.trim().toLowerCase()) throw badCredentials('图形验证码错误，请重新输入');
}
