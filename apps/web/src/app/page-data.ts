import { PAGE_DATA_ELEMENT_ID, type PageData } from '@swp/core/first-load';

let read: PageData | undefined;

/**
 * The first data the server put in this page's HTML (apps/server/src/plugins/web.ts), so a public page's first
 * request is answered before its scripts run. Read once; empty when the page has none or it cannot be read.
 */
export function pageData(): PageData {
  if (read) return read;
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  try {
    read = text ? (JSON.parse(text) as PageData) : {};
  } catch {
    read = {};
  }
  return read;
}
