/**
 * What the server adds to the web app's HTML so a page's first load does not wait on one thing after another
 * (issue 30): the scripts and styles the requested address needs, listed by the web build, and the first data
 * of a public page. Shared by the build (apps/web/vite-page-preloads.ts), the server (apps/server/src/plugins/
 * web.ts) and the page that reads the data.
 */
import type { BulletinRow } from './announcement/api.ts';
import type { BulletinListParams } from './announcement/bulletin-filters.ts';
import type { Page } from './project/paging.ts';

/** Written by the web build beside index.html; read once by the server at start. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/**
 * An address pattern and the files a first load of it needs. A pattern's segments are literal, `:name` (any one
 * segment) or a final `*` (any number of segments, none included), as the web's routes are written.
 */
export interface PagePreload {
  pattern: string;
  /** Module scripts, as URLs from the site's root (/assets/…). */
  scripts: string[];
  /** Stylesheets the scripts would otherwise fetch only once they run. */
  styles: string[];
}

export interface PagePreloads {
  pages: PagePreload[];
}

/** The `<script type="application/json">` element holding the page's first data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The first data the server may put in a page, by page; each is exactly what the page would request. */
export interface PageData {
  /**
   * 公告栏: the list's first request (read from the address by `bulletinListParams`) and its answer, read while the
   * page was being requested.
   */
  bulletinList?: { params: BulletinListParams; page: Page<BulletinRow> };
}
