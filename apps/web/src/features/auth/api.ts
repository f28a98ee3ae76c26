import { Msg } from '@swp/core/api';
import { AuthPath } from '@swp/core/auth/paths';
import type {
  ModifyPasswordInput,
  PasswordLoginInput,
  SendVerCodeInput,
  SmsLoginInput,
  SpecialistLoginResult,
  StaffLoginInput,
  StaffLoginResult,
  SupplerLoginResult,
} from '@swp/core/auth/schema';
import type { Area } from '../../app/area.ts';
import { feedback } from '../../app/feedback.ts';
import { setFlash } from '../../app/flash.ts';
import { http, resolveUrl } from '../../app/http.ts';
import { logout } from '../../app/session/index.ts';

/** The sign-in calls of docs/integration.md. Each resolves with `data` on code 0 and rejects (after a toast) otherwise. */
export const authApi = {
  staffLogin: (input: StaffLoginInput) => http.postEnvelope<StaffLoginResult>(AuthPath.staff.login, input),
  staffSmsLogin: (input: SmsLoginInput) => http.postEnvelope<StaffLoginResult>(AuthPath.staff.smLogin, input),
  specialistLogin: (input: PasswordLoginInput) =>
    http.postEnvelope<SpecialistLoginResult>(AuthPath.specialist.login, input),
  specialistSmsLogin: (input: SmsLoginInput) =>
    http.postEnvelope<SpecialistLoginResult>(AuthPath.specialist.smLogin, input),
  venderLogin: (input: PasswordLoginInput) => http.postEnvelope<SupplerLoginResult>(AuthPath.vender.login, input),
  sendVerCode: (input: SendVerCodeInput) => http.postEnvelope<unknown>(AuthPath.sendVerCode, input),
};

/** GET /api/captcha.jpg?uuid={current time in ms} (docs/integration.md); the same uuid is submitted as uuId. */
export const captchaUrl = (uuid: string) => resolveUrl(`${AuthPath.captcha}?uuid=${encodeURIComponent(uuid)}`);

const MODIFY_PASSWORD: Record<Area, string> = {
  manage: AuthPath.staff.modifyPassword,
  specialist: AuthPath.specialist.modifyPassword,
  vender: AuthPath.vender.modifyPassword,
};

/**
 * Changes the signed-in user's password. The server revokes every token of that user, so success is followed
 * by the product's 修改成功，请重新登录 and a logout of this browser only: no logout call with the revoked token (the
 * message survives the reload as a flash).
 */
export async function changePassword(area: Area, input: ModifyPasswordInput): Promise<void> {
  const env = await http.postEnvelope<unknown>(MODIFY_PASSWORD[area], input, { area });
  const content = env.msg || Msg.pwdChangedRelogin;
  feedback.success(content);
  setFlash({ type: 'success', content });
  await logout(area, { revoked: true });
}
