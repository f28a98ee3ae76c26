import type { Area } from './area.ts';

/** App-wide notifications (docs/product.md: the vender login modal follows 'login needed' / 'cancel login'). */
export interface AppEvents {
  loginNeeded: undefined;
  cancelLogin: undefined;
  /** An area's call was answered 401: its session is no longer valid. */
  unauthorized: Area;
  /** An area's call was refused because the password must be changed first (code 1005: staff and experts). */
  mustChangePassword: Area;
}

type Handler<T> = (payload: T) => void;
const handlers: { [K in keyof AppEvents]?: Set<Handler<AppEvents[K]>> } = {};

export const bus = {
  on<K extends keyof AppEvents>(type: K, handler: Handler<AppEvents[K]>): () => void {
    let set = handlers[type] as Set<Handler<AppEvents[K]>> | undefined;
    if (!set) {
      set = new Set();
      (handlers as Record<string, unknown>)[type] = set;
    }
    set.add(handler);
    return () => set.delete(handler);
  },
  emit<K extends keyof AppEvents>(type: K, ...payload: AppEvents[K] extends undefined ? [] : [AppEvents[K]]): void {
    const set = handlers[type] as Set<Handler<AppEvents[K]>> | undefined;
    for (const h of [...(set ?? [])]) h(payload[0] as AppEvents[K]);
  },
};
