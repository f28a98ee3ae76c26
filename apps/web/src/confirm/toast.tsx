import { useSyncExternalStore } from 'react';

/**
 * A small toast of our own, because antd is not allowed on these pages (it would triple their size). It keeps
 * the product's message defaults (docs/product.md): shown 3000 ms, at most 7 stacked, 24 px from the top. Errors are announced
 * assertively (role=alert), the rest politely (the container is a status live region).
 */
export type ToastKind = 'success' | 'error' | 'warning';

interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

export const TOAST_DURATION_MS = 3000;
export const TOAST_MAX = 7;

let items: ToastItem[] = [];
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function show(kind: ToastKind, text: string): void {
  const item = { id: ++seq, kind, text };
  items = [...items, item].slice(-TOAST_MAX);
  emit();
  setTimeout(() => {
    items = items.filter((t) => t !== item);
    emit();
  }, TOAST_DURATION_MS);
}

export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  warning: (text: string) => show('warning', text),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => items;

const ICONS: Record<ToastKind, string> = { success: '✓', error: '✕', warning: '!' };

export function Toaster() {
  const list = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div className="cf-toasts" role="status" aria-live="polite">
      {list.map((t) => (
        <div
          key={t.id}
          className={`cf-toast cf-toast--${t.kind}`}
          role={t.kind === 'error' ? 'alert' : undefined}
          data-testid="toast"
        >
          <span className="cf-toast__icon" aria-hidden="true">
            {ICONS[t.kind]}
          </span>
          <span className="cf-toast__text">{t.text}</span>
        </div>
      ))}
    </div>
  );
}
