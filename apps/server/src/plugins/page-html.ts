import { PAGE_DATA_ELEMENT_ID, type PagePreload, type PagePreloads } from '@swp/core/first-load';

/**
 * The HTML of the web app for one address (issue 30): index.html with the scripts and stylesheets that address
 * needs listed in its head, so the browser fetches them at once instead of discovering them one script after
 * another, and, for a public page that has it, its first data. Pure functions; plugins/web.ts reads the files.
 */

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** How specific a matching pattern is: more segments first, then more literal ones (project/new before :id). */
function specificity(pattern: string): number {
  const segments = segmentsOf(pattern).filter((s) => s !== '*');
  return segments.length * 100 + segments.filter((s) => !s.startsWith(':')).length;
}

export function patternMatches(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  const splat = want.at(-1) === '*';
  const fixed = splat ? want.slice(0, -1) : want;
  if (splat ? have.length < fixed.length : have.length !== fixed.length) return false;
  return fixed.every((s, i) => s.startsWith(':') || s === have[i]);
}

/** The preload entry of the most specific pattern matching the address, if any. */
export function preloadFor(preloads: PagePreloads, pathname: string): PagePreload | undefined {
  let best: PagePreload | undefined;
  for (const page of preloads.pages) {
    if (!patternMatches(page.pattern, pathname)) continue;
    if (!best || specificity(page.pattern) > specificity(best.pattern)) best = page;
  }
  return best;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html with a `<link>` for each file the page needs that the HTML does not load already. */
export function withPreloads(html: string, preload: PagePreload | undefined): string {
  if (!preload) return html;
  const present = (url: string) => html.includes(`"${url}"`);
  const tags = [
    ...preload.styles
      .filter((u) => !present(u))
      .map((u) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(u)}">`),
    ...preload.scripts
      .filter((u) => !present(u))
      .map((u) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(u)}">`),
  ];
  return tags.length ? html.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`) : html;
}

/**
 * The page's first data (JSON text of a PageData) in a `<script type="application/json">`, which the browser never
 * runs. `<` is written as its JSON escape, so no text in the data can close the element.
 */
export function withPageData(html: string, json: string | null): string {
  if (!json) return html;
  const element = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json.replace(/</g, '\\u003c')}</script>`;
  // A function, not a string, as the replacement: the data may hold `$&` and the like.
  return html.replace('</body>', () => `  ${element}\n  </body>`);
}
