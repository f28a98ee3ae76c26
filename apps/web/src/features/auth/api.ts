import { Msg } from '@swp/core/api';
import { specialistAuthApi, staffAuthApi, venderAuthApi } from '@swp/core/auth/contract';
import type { InputOf, JsonEndpoint } from '@swp/core/contract/endpoint';
import { apiEnvelope } from '../../app/api.ts';
import type { Area } from '../../app/area.ts';
import { feedback } from '../../app/feedback.ts';
import { setFlash } from '../../app/flash.ts';
import { logout } from '../../app/session/index.ts';

/** The sign-in calls of docs/integration.md. Each resolves with `data` on code 0 and rejects (after a toast) otherwise. */
export const authApi = {
  staffLogin: (input: InputOf<typeof staffAuthApi.login>) => apiEnvelope(staffAuthApi.login, input),
  staffSmsLogin: (input: InputOf<typeof staffAuthApi.smLogin>) => apiEnvelope(staffAuthApi.smLogin, input),
  specialistLogin: (input: InputOf<typeof specialistAuthApi.login>) => apiEnvelope(specialistAuthApi.login, input),
  specialistSmsLogin: (input: InputOf<typeof specialistAuthApi.smLogin>) =>
    apiEnvelope(specialistAuthApi.smLogin, input),
  venderLogin: (input: InputOf<typeof venderAuthApi.login>) => apiEnvelope(venderAuthApi.login, input),
};

const MODIFY_PASSWORD = {
  manage: staffAuthApi.modifyPassword,
  specialist: specialistAuthApi.modifyPassword,
  vender: venderAuthApi.modifyPassword,
} satisfies Record<Area, JsonEndpoint>;

/**
 * Changes the signed-in user's password. The server revokes every token of that user, so success is followed
 * by the product's 修改成功，请重新登录 and a logout of this browser only: no logout call with the revoked token (the
 * message survives the reload as a flash).
 */
export async function changePassword(area: Area, input: InputOf<typeof staffAuthApi.modifyPassword>): Promise<void> {
  const env = await apiEnvelope(MODIFY_PASSWORD[area], input, { area });
  const content = env.msg || Msg.pwdChangedRelogin;
  feedback.success(content);
  setFlash({ type: 'success', content });
  await logout(area, { revoked: true });
}
