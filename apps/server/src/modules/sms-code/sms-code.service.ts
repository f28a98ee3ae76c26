import { dayNumberStart, ErrorCode, type SmsPurpose, shanghaiDayNumber } from '@swp/core';
import type { Deps } from '../../deps.ts';
import { MINUTE } from '../../lib/clock.ts';
import { sha256, sixDigitCode } from '../../lib/crypto.ts';
import { AppError, badCredentials, ruleBroken } from '../../lib/errors.ts';
import { SmsTemplates } from '../sms/sms-templates.ts';
import {
  consumeCode,
  countCodesSince,
  deleteCode,
  findCurrentCode,
  insertCode,
  latestCodeSentAt,
  lockMobile,
  takeAttempt,
} from './sms-code.repo.ts';

/**
 * docs/security.md: 6 digits, valid 5 minutes, single use, at most 5 tries; one send per 60 s and 10 a day. Every rule
 * holds per (mobile, purpose): a code answers only what it was sent for, and sign-in requests cannot use up the
 * budget of an expert's invitation codes.
 */
export const CODE_TTL_MS = 5 * MINUTE;
export const RESEND_INTERVAL_MS = 60_000;
export const DAILY_LIMIT = 10;
export const MAX_ATTEMPTS = 5;

const CODE_GONE = '验证码已失效，请重新获取';
const TOO_MANY_TRIES = '验证码错误次数过多，请重新获取';

const hashCode = (mobile: string, code: string) => sha256(`${mobile}:${code}`);

/** Start of the calendar day in Beijing: the day a user means by "10 a day". */
const startOfChinaDay = (now: Date) => new Date(dayNumberStart(shanghaiDayNumber(now.getTime())));

/**
 * Sends a fresh code for the purpose. The per-(mobile, purpose) lock makes the 60-second and daily limits hold
 * across every server process. The message goes out after the transaction commits, so no database lock is held
 * during a slow gateway call; if the gateway fails, the code is withdrawn and the send does not count.
 */
export async function sendSmsCode(deps: Deps, mobile: string, purpose: SmsPurpose, ip: string): Promise<void> {
  const code = sixDigitCode();
  const codeId = await deps.db.transaction(async (tx) => {
    await lockMobile(tx, mobile, purpose);
    const now = deps.clock.now();
    const last = await latestCodeSentAt(tx, mobile, purpose);
    if (last && now.getTime() - last.getTime() < RESEND_INTERVAL_MS) {
      const wait = Math.ceil((RESEND_INTERVAL_MS - (now.getTime() - last.getTime())) / 1000);
      throw ruleBroken(`请${wait}秒后重试`);
    }
    if ((await countCodesSince(tx, mobile, purpose, startOfChinaDay(now))) >= DAILY_LIMIT) {
      throw ruleBroken('该手机号今日获取验证码次数已达上限，请明天再试');
    }
    return insertCode(tx, {
      mobile,
      purpose,
      codeHash: hashCode(mobile, code),
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
  });
  try {
    await deps.sms.send(mobile, SmsTemplates.verificationCode({ code }));
  } catch (error) {
    await deleteCode(deps.db, codeId);
    throw Object.assign(new AppError(ErrorCode.RULE, '短信发送失败，请稍后重试'), { cause: error });
  }
}

/**
 * Checks and uses up the mobile's current code for the purpose. The try is counted in one statement before the
 * code is compared (takeAttempt), so five tries stay five however many guesses arrive at once; the right code,
 * compared within them, is then used up by the single-use update.
 */
export async function verifySmsCode(deps: Deps, mobile: string, purpose: SmsPurpose, code: string): Promise<void> {
  const now = deps.clock.now();
  const attempt = await takeAttempt(deps.db, mobile, purpose, now, MAX_ATTEMPTS);
  if (!attempt) throw await noTryLeft(deps, mobile, purpose, now);
  if (attempt.codeHash !== hashCode(mobile, code)) {
    const left = MAX_ATTEMPTS - attempt.attempts;
    throw badCredentials(left > 0 ? `验证码错误，还可尝试${left}次` : TOO_MANY_TRIES);
  }
  if (!(await consumeCode(deps.db, attempt.id, now))) throw badCredentials(CODE_GONE);
}

/** Why no try could be taken: the live code ran out of tries, or there is no live code. */
async function noTryLeft(deps: Deps, mobile: string, purpose: SmsPurpose, now: Date) {
  const current = await findCurrentCode(deps.db, mobile, purpose);
  const live = current && !current.consumedAt && current.expiresAt > now;
  return badCredentials(live && current.attempts >= MAX_ATTEMPTS ? TOO_MANY_TRIES : CODE_GONE);
}
