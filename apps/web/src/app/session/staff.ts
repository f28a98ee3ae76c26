import type { StaffLoginResult, StaffUserInfo } from '@swp/core/auth/schema';
import { create } from 'zustand';
import { tokenKey } from '../http.ts';
import { userKey } from './createSession.ts';

export const MUST_CHANGE_KEY = 'manage_csflg';
export const EXPIRES_KEY = 'manage_expires';
/** docs/product.md: the staff token expiry is recorded as 7 days after login. */
export const STAFF_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface StaffSession {
  token: string | null;
  user: StaffUserInfo | null;
  loggedIn: boolean;
  /** docs/product.md: set when the login answer has csflg, remembered in storage; the side menu hides while true. */
  mustChange: boolean;
  expiresAt: number | null;
  signIn(result: StaffLoginResult): void;
  setMustChange(value: boolean): void;
  clear(): void;
  /** Remove the session from storage only (the page is about to reload). */
  forget(): void;
}

const area = 'manage';

function wipe() {
  for (const key of [tokenKey(area), userKey(area), MUST_CHANGE_KEY, EXPIRES_KEY]) localStorage.removeItem(key);
}

function restore() {
  const token = localStorage.getItem(tokenKey(area));
  const expiresAt = Number(localStorage.getItem(EXPIRES_KEY)) || null;
  // A session past its expiry counts as logged out.
  if (!token || (expiresAt !== null && expiresAt <= Date.now())) {
    if (token) wipe();
    return { token: null, user: null, loggedIn: false, mustChange: false, expiresAt: null };
  }
  let user: StaffUserInfo | null = null;
  try {
    user = JSON.parse(localStorage.getItem(userKey(area)) ?? 'null') as StaffUserInfo | null;
  } catch {
    user = null;
  }
  return { token, user, loggedIn: true, mustChange: localStorage.getItem(MUST_CHANGE_KEY) === '1', expiresAt };
}

export const useStaffSession = create<StaffSession>()((set) => ({
  ...restore(),
  signIn({ token, user, csflg }) {
    const expiresAt = Date.now() + STAFF_TTL_MS;
    localStorage.setItem(tokenKey(area), token);
    localStorage.setItem(userKey(area), JSON.stringify(user));
    localStorage.setItem(EXPIRES_KEY, String(expiresAt));
    if (csflg) localStorage.setItem(MUST_CHANGE_KEY, '1');
    else localStorage.removeItem(MUST_CHANGE_KEY);
    set({ token, user, loggedIn: true, mustChange: !!csflg, expiresAt });
  },
  setMustChange(value) {
    if (value) localStorage.setItem(MUST_CHANGE_KEY, '1');
    else localStorage.removeItem(MUST_CHANGE_KEY);
    set({ mustChange: value });
  },
  clear() {
    wipe();
    set({ token: null, user: null, loggedIn: false, mustChange: false, expiresAt: null });
  },
  forget: wipe,
}));

/** True while the stored session is usable (a tab left open past the expiry counts as logged out). */
export function staffSessionAlive(): boolean {
  const { loggedIn, expiresAt } = useStaffSession.getState();
  return loggedIn && (expiresAt === null || expiresAt > Date.now());
}
