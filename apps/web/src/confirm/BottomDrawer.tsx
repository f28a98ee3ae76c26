import { type ReactNode, useEffect, useId, useRef } from 'react';

const FOCUSABLE = 'button, input, textarea, select, a[href], [tabindex]:not([tabindex="-1"])';

/** aria-modal: Tab and Shift+Tab cycle through the sheet's controls instead of the page behind the mask. */
function keepFocusInside(panel: HTMLElement, e: KeyboardEvent) {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (e.shiftKey ? active === first || active === panel : active === last || !panel.contains(active)) {
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  }
}

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

/**
 * The bottom drawer of docs/product.md: 50vh high, no close X; a press on the mask closes it (Escape too, for a
 * keyboard). The parent mounts it only while open, so closing throws away whatever was typed inside — which is
 * exactly the product's "closing the drawer resets both inputs".
 */
export function BottomDrawer({ title, onClose, children, testId }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    // Focus the sheet itself, not its first input: on a phone that would throw the keyboard over the form.
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
      if (e.key === 'Tab' && panel.current) keepFocusInside(panel.current, e);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  return (
    <div className="cf-drawer">
      <div className="cf-drawer__mask" onClick={onClose} aria-hidden="true" data-testid="drawer-mask" />
      <div
        ref={panel}
        className="cf-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className="cf-drawer__header">
          <h2 id={titleId} className="cf-drawer__title">
            {title}
          </h2>
        </div>
        <div className="cf-drawer__body">{children}</div>
      </div>
    </div>
  );
}
