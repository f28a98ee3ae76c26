import type { supplierSendCodeInput } from '@swp/core';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { captchaKey, checkCaptcha } from '../../platform/captcha/captcha.service.ts';
import type { SmsProvider } from '../../platform/sms/sms.provider.ts';
import { sendSmsCode } from '../../platform/sms-code/sms-code.service.ts';
import { findSupplierIdByMobile } from './suppliers.repo.ts';

type SendCodeInput = z.output<typeof supplierSendCodeInput>;

/** A provider that sends nothing (an unknown mobile asking for a 找回密码 code). */
const nowhere = (sms: SmsProvider): SmsProvider => ({ kind: sms.kind, send: async () => undefined });

/**
 * POST /api/suppler/sendVerCode: the image captcha first (single use, as for staff), then a code for registration
 * or 找回密码 under the staff limits (sms-code.service: 60 s, 10 a day, per mobile and purpose).
 *
 * Registration must say that a mobile is taken (the company needs to know why it cannot register with it). 找回密码
 * must not say whether a mobile belongs to a company: for an unknown mobile the code is still made and counted
 * against the same limits, and the answer is the same 发送成功, but the message goes nowhere. So the resend wait,
 * the daily limit and the wrong-code answers of findPassword read the same for every mobile. (The registration
 * answer does tell, as the issue asks; both sit behind the single-use captcha and the per-mobile and per-IP limits.)
 */
export async function sendSupplierCode(deps: Deps, input: SendCodeInput, xsrfToken: string, ip: string) {
  await checkCaptcha(deps.db, deps.clock, captchaKey(input.uuId, xsrfToken), input.verCode);
  const registered = (await findSupplierIdByMobile(deps.db, input.mobile)) !== undefined;
  if (input.purpose === 'register') {
    if (registered) throw ruleBroken('该手机号已注册');
    await sendSmsCode(deps, input.mobile, 'register', ip);
    return;
  }
  await sendSmsCode(registered ? deps : { ...deps, sms: nowhere(deps.sms) }, input.mobile, 'find-password', ip);
}
