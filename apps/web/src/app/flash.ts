/** A message to show after the next page load (logout reloads the page, docs/product.md). */
const KEY = 'swp_flash';

export interface Flash {
  type: 'success' | 'info' | 'warning' | 'error';
  content: string;
}

export function setFlash(flash: Flash): void {
  sessionStorage.setItem(KEY, JSON.stringify(flash));
}

export function takeFlash(): Flash | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  sessionStorage.removeItem(KEY);
  try {
    return JSON.parse(raw) as Flash;
  } catch {
    return null;
  }
}
