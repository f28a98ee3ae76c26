import type { GetRef, Table } from 'antd';
import { useEffect, useRef } from 'react';

type TableRef = GetRef<typeof Table>;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/**
 * WCAG 2.1.1: a table that scrolls sideways (or in its body) with nothing inside that takes focus — a report's
 * figures, an item list — becomes a Tab stop itself, so the arrow keys can scroll it. A table that fits, or that
 * has links and buttons to Tab to, is left alone: no extra stop. Rechecked on every render and resize.
 */
export function useKeyboardScrollableTable() {
  const ref = useRef<TableRef>(null);
  useEffect(() => {
    const root = ref.current?.nativeElement;
    if (!root) return;
    const update = () => {
      for (const region of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
        const scrolls = region.scrollWidth > region.clientWidth || region.scrollHeight > region.clientHeight;
        if (scrolls && !region.querySelector(FOCUSABLE)) region.tabIndex = 0;
        else region.removeAttribute('tabindex');
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(root);
    return () => observer.disconnect();
  });
  return ref;
}
