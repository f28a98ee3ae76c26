import { z } from 'zod';

/**
 * The message for a value of the wrong type: a missing value asks for it (the product's 请输入… wording), a value of
 * another type (a number, an object) says the format is wrong.
 */
export const typeError =
  (emptyMsg: string, label: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? emptyMsg : `${label}格式不正确`;

/** Reusable field rules with the Chinese messages the forms show (docs/product.md). */
export const requiredText = (emptyMsg: string, max: number, label: string) =>
  z
    .string({ error: typeError(emptyMsg, label) })
    .trim()
    .min(1, emptyMsg)
    .max(max, `${label}不能超过${max}个字符`);

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const mobileField = z
  .string({ error: typeError('请输入手机号', '手机号') })
  .trim()
  .min(1, '请输入手机号')
  .regex(MOBILE_PATTERN, '请输入正确的11位手机号');

export const accountField = requiredText('请输入账号', 50, '账号');

/** Existing passwords are only checked for presence and a sane bound. */
export const passwordField = z
  .string({ error: typeError('请输入密码', '密码') })
  .min(1, '请输入密码')
  .max(64, '密码不能超过64个字符');

/**
 * A password being chosen: 8–32 characters containing both letters and digits (docs/product.md). `label` names it as
 * the form does (新密码 when changing, 密码 when registering).
 */
export const choosePasswordRule = (label: string) =>
  z
    .string({ error: typeError(`请输入${label}`, label) })
    .min(1, `请输入${label}`)
    .min(8, `${label}至少8位，须同时包含字母和数字`)
    .max(32, `${label}不能超过32个字符`)
    .regex(/[A-Za-z]/, `${label}须同时包含字母和数字`)
    .regex(/\d/, `${label}须同时包含字母和数字`)
    .regex(/^[\x21-\x7e]+$/, `${label}只能包含字母、数字和英文符号`);

export const newPasswordRule = choosePasswordRule('新密码');

export const captchaUuidField = requiredText('验证码已失效，请点击图片刷新', 64, '验证码标识');
export const captchaAnswerField = requiredText('请输入图形验证码', 8, '图形验证码');
export const smsCodeField = z
  .string({ error: typeError('请输入验证码', '验证码') })
  .trim()
  .min(1, '请输入验证码')
  .regex(/^\d{6}$/, '验证码为6位数字');
