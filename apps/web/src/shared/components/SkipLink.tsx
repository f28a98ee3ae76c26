import type { MouseEvent } from 'react';
import styles from './SkipLink.module.css';

/** The id of each layout's main region, where the skip link sends keyboard focus. */
export const MAIN_CONTENT_ID = 'main-content';

/** Props for a layout's main region: the skip link's target, focusable from script only. */
export const mainContentProps = { id: MAIN_CONTENT_ID, tabIndex: -1 } as const;

/**
 * WCAG 2.4.1: the first Tab stop of every layout, 跳到主要内容, past the header and menus. Focus is moved by script
 * rather than left to the #fragment: the router would take the fragment for a navigation, and some browsers scroll
 * to a fragment without moving focus.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    // Focusing also scrolls the region into view.
    main.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skip} onClick={skip} data-testid="skip-link">
      跳到主要内容
    </a>
  );
}
