import type { CSSProperties, ReactNode } from 'react';

interface Props {
  /** What the area holds, for a screen reader landing on it (公告预览 …). */
  label: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A box that scrolls its own content (a long preview in a modal): a Tab stop of its own, so a keyboard user can
 * scroll it with the arrow keys even when nothing inside takes focus (WCAG 2.1.1).
 */
export function KeyboardScrollArea({ label, style, children }: Props) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
    <section tabIndex={0} aria-label={label} style={{ overflow: 'auto', ...style }}>
      {children}
    </section>
  );
}
