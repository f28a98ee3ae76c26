import { create } from 'zustand';
import type { Area } from '../area.ts';
import { tokenKey } from '../http.ts';

/** localStorage keys of an area's session (docs/product.md: `<area>_token` with the user info beside it). */
export const userKey = (area: Area) => `${area}_user`;

export interface SessionState<U> {
  token: string | null;
  user: U | null;
  loggedIn: boolean;
  signIn(token: string, user: U): void;
  setUser(user: U): void;
  /** Forget the session (storage included). */
  clear(): void;
  /** Remove the session from storage only (the page is about to reload). */
  forget(): void;
}

function readJson<U>(key: string): U | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as U) : null;
  } catch {
    return null;
  }
}

/** One small auth store per area, restored from localStorage at start-up (docs/product.md). */
export function createSession<U>(area: Area) {
  const restore = () => {
    const token = localStorage.getItem(tokenKey(area));
    return { token, user: token ? readJson<U>(userKey(area)) : null, loggedIn: !!token };
  };
  return create<SessionState<U>>()((set) => ({
    ...restore(),
    signIn(token, user) {
      localStorage.setItem(tokenKey(area), token);
      localStorage.setItem(userKey(area), JSON.stringify(user));
      set({ token, user, loggedIn: true });
    },
    setUser(user) {
      localStorage.setItem(userKey(area), JSON.stringify(user));
      set({ user });
    },
    clear() {
      localStorage.removeItem(tokenKey(area));
      localStorage.removeItem(userKey(area));
      set({ token: null, user: null, loggedIn: false });
    },
    forget() {
      localStorage.removeItem(tokenKey(area));
      localStorage.removeItem(userKey(area));
    },
  }));
}
