import { z } from 'zod';
import type { Role } from '../permissions.ts';

/**
 * What an SMS code may be used for. A code is stored with its purpose and accepted only for it, and the
 * per-mobile send budget (docs/security.md) is kept per purpose: sign-in codes can neither answer an invitation nor use
 * up an expert's confirmation codes.
 */
export const SMS_PURPOSES = [
  'staff-login',
  'specialist-login',
  'vender-login',
  'register',
  'find-password',
  'invitation',
  // 签名确认 of the 评标报告 by a committee member.
  'report-sign',
  // 确认 of the 开标记录 by a bidder in the 开标大厅.
  'opening-confirm',
] as const;
export const smsPurpose = z.enum(SMS_PURPOSES, { error: '验证码用途不正确' });
export type SmsPurpose = z.infer<typeof smsPurpose>;

/** The code each area's SMS sign-in accepts. */
export const SIGN_IN_SMS_PURPOSE = {
  staff: 'staff-login',
  specialist: 'specialist-login',
  vender: 'vender-login',
} as const satisfies Record<Role, SmsPurpose>;

/**
 * What POST /api/sendVerCode may send: the staff and specialist sign-in codes. The staff sign-in page sends no
 * purpose, so none means staff sign-in; the other purposes have their own endpoints (confirmation pages, the
 * supplier's registration).
 */
export const SEND_VER_CODE_PURPOSES = ['staff-login', 'specialist-login'] as const satisfies readonly SmsPurpose[];
export const DEFAULT_SEND_VER_CODE_PURPOSE = 'staff-login' satisfies SmsPurpose;
export type SendVerCodePurpose = (typeof SEND_VER_CODE_PURPOSES)[number];
