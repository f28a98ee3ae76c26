/** The texts that carry a staff user's password: the only place it ever appears (never in logs or answers). */
const SIGN_IN_HINT = '请在电子采购交易平台管理端（/manage）登录，并尽快修改密码。';

export const staffAccountCreatedSms = (name: string, username: string, password: string) =>
  `${name}您好，您的管理端账号已开通。账号：${username}，初始密码：${password}。${SIGN_IN_HINT}`;

export const staffPasswordResetSms = (name: string, username: string, password: string) =>
  `${name}您好，您的管理端账号密码已重置。账号：${username}，新密码：${password}。${SIGN_IN_HINT}`;
