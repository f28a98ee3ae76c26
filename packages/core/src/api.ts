/**
 * The API envelope (docs/integration.md): every JSON response is `{ code, msg, data? }`, code 0 = success.
 * A mistake the user can fix answers HTTP 200 with a non-zero code from this table and a Chinese msg.
 */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

export const ErrorCode = {
  OK: 0,
  /** Input failed validation (missing field, wrong type, too long). */
  INVALID_INPUT: 1000,
  /** A business rule refused the request (lifecycle, time order, duplicate…). */
  RULE: 1001,
  /** The named record does not exist or is not visible to the caller. */
  NOT_FOUND: 1002,
  /** Wrong account/password, wrong or expired captcha or SMS code. */
  BAD_CREDENTIALS: 1003,
  /** Too many wrong passwords: the account is locked for a while. */
  LOCKED: 1004,
  /** The staff user must change the password before doing anything else. */
  MUST_CHANGE_PASSWORD: 1005,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  ROUTE_NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Canonical messages (docs/product.md, and the generic ones of docs/integration.md). */
export const Msg = {
  ok: '操作成功',
  loginOk: '登录成功',
  sentOk: '发送成功',
  requestError: '请求错误',
  busy: '系统繁忙，请稍后重试',
  unauthorized: '登录已失效，请重新登录',
  forbidden: '没有权限执行此操作',
  xsrf: '页面已过期，请刷新后重试',
  notFound: '请求的接口不存在',
  tooMany: '操作过于频繁，请稍后再试',
  mustChangePassword: '请先修改初始密码',
  pwdChangedRelogin: '修改成功，请重新登录',
} as const;

/** Success, typed exactly (code 0, data as given) so that it checks against the route's declared answer. */
export function ok(data?: undefined, msg?: string): { code: typeof ErrorCode.OK; msg: string };
export function ok<T>(data: T, msg?: string): { code: typeof ErrorCode.OK; msg: string; data: T };
export function ok<T>(data?: T, msg: string = Msg.ok) {
  return data === undefined ? { code: ErrorCode.OK, msg } : { code: ErrorCode.OK, msg, data };
}
