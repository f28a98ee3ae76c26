import { specialistAuthApi, staffAuthApi, venderAuthApi } from '@swp/core/auth/contract';
import type { SpecialistUserInfo, SupplerInfo } from '@swp/core/auth/schema';
import type { JsonEndpoint } from '@swp/core/contract/endpoint';
import { api } from '../api.ts';
import type { Area } from '../area.ts';
import { bus } from '../events.ts';
import { createSession } from './createSession.ts';
import { useStaffSession } from './staff.ts';

export { staffSessionAlive, useStaffSession } from './staff.ts';

export const useSpecialistSession = createSession<SpecialistUserInfo>('specialist');
export const useVenderSession = createSession<SupplerInfo>('vender');

const stores = {
  manage: useStaffSession,
  specialist: useSpecialistSession,
  vender: useVenderSession,
} as const;

export const clearSession = (area: Area) => stores[area].getState().clear();

// docs/integration.md: a 401 on an area's call ends that area's session; the vender area then asks for a login.
bus.on('unauthorized', (area) => {
  clearSession(area);
  if (area === 'vender') bus.emit('loginNeeded');
});
bus.on('mustChangePassword', (area) => {
  if (area === 'manage') useStaffSession.getState().setMustChange(true);
});

const LOGOUT = {
  manage: staffAuthApi.logout,
  specialist: specialistAuthApi.logout,
  vender: venderAuthApi.logout,
} satisfies Record<Area, JsonEndpoint>;

/**
 * docs/product.md: logout calls the role's logout API, removes that role's token and user info (and, for staff, the
 * must-change flag and the token expiry), then reloads the page. The other roles stay signed in.
 * `revoked`: the server has already ended every session of the user (a password change does), so the token is
 * dead and calling logout with it would only earn a 401; the session is ended here alone.
 */
export async function logout(area: Area, opts: { reload?: boolean; revoked?: boolean } = {}): Promise<void> {
  const token = stores[area].getState().token;
  if (token && !opts.revoked) {
    await api(LOGOUT[area], undefined, { area, headers: { token }, silent: true, ignoreUnauthorized: true }).catch(
      () => undefined,
    );
  }
  if (opts.reload === false) {
    clearSession(area);
    return;
  }
  // Storage only: the reload restores the (now signed-out) state without a redirect flashing first.
  stores[area].getState().forget();
  window.location.reload();
}
