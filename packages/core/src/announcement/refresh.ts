/**
 * A draft's text against the project at the moment of publishing (a notice once published with the old
 * 报名截止 while the project enforced the new one). A draft made from a template holds every value in a mark
 * (`<span data-placeholder="announcement.enrollEndTime">…</span>`, placeholders.ts markValues); here each mark takes
 * the current value again, so the clerk's own words around the values stay. A time written without a mark (a draft
 * from before the marks, a value the clerk retyped) cannot be refreshed: it is found and reported instead, and
 * publishing refuses with STALE_TEXT_REFUSAL until the text is regenerated.
 */
import { formatDateTimeCn, parseDateTime } from '../project/time.ts';
import { findPlaceholder, isPlaceholderSource, PLACEHOLDER_CATALOGUE, PLACEHOLDER_SOURCES } from './catalogue.ts';
import { escapeHtmlText, type PlaceholderSources, placeholderText, VALUE_ATTRIBUTE } from './placeholders.ts';

export const STALE_TEXT_REFUSAL = '正文中的时间与项目不一致，请重新生成';

/** One value of the draft that differs from the project's now. Texts are plain (not HTML). */
export interface StaleValue {
  /** `source.name`, e.g. `announcement.enrollEndTime`. */
  reference: string;
  label: string;
  written: string;
  current: string;
}

export interface RefreshedText {
  html: string;
  /** Marked values that differed from the project's (publishing replaces them). */
  stale: StaleValue[];
  /** Times written in the text, outside any mark, that are none of the project's: publishing refuses. */
  strayTimes: string[];
}

/**
 * - `publish`: every mark takes the current value and is dropped (the frozen HTML carries no editor markup);
 * - `preview`: a stale value stays as written, highlighted with the current value as its tooltip, and so does a
 *   stray time; the other marks are dropped.
 */
export type RefreshMode = 'publish' | 'preview';

/** A mark holding plain text; a value the clerk partly styled (a tag inside) is no longer a mark we can refresh. */
const MARKED = new RegExp(`<span ${VALUE_ATTRIBUTE}="([A-Za-z]+\\.[A-Za-z0-9_]+)">([^<]*)</span>`, 'g');
/** The one form core writes a time in (formatDateTimeCn): 2026年3月5日 09:30. */
const TIME_TEXT = /\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}/g;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const plainText = (html: string) => html.replace(/<br>/g, '\n').replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);
const attributeText = (text: string) => escapeHtmlText(text.replace(/\r?\n/g, ' '));

function highlight(writtenHtml: string, tooltip: string): string {
  return `<mark data-stale="true" title="${attributeText(tooltip)}">${writtenHtml}</mark>`;
}

/** Every time the project has now: the date entries of the sources, and any further times the caller knows. */
function projectTimes(sources: PlaceholderSources, known: readonly (Date | string | null | undefined)[]) {
  const times = new Set<string>();
  for (const source of PLACEHOLDER_SOURCES) {
    if (!sources[source]) continue;
    for (const def of PLACEHOLDER_CATALOGUE[source]) {
      if (def.format === 'date') times.add(placeholderText(def, sources));
    }
  }
  for (const at of known) {
    const ms = at === null || at === undefined ? null : parseDateTime(at);
    if (ms !== null) times.add(formatDateTimeCn(ms));
  }
  times.delete('');
  return times;
}

/**
 * The draft's HTML with its marked values checked against `sources` (the same records renderPlaceholders fills
 * from). `knownTimes`: times the project holds besides the sources' (a correction may name the time it changes).
 */
export function refreshPlaceholderValues(
  html: string,
  sources: PlaceholderSources,
  mode: RefreshMode,
  knownTimes: readonly (Date | string | null | undefined)[] = [],
): RefreshedText {
  const stale: StaleValue[] = [];
  const times = projectTimes(sources, knownTimes);
  const strayTimes: string[] = [];
  // Times outside the marks are looked for in the text between tags, with the marks set aside.
  const parts = html.split(MARKED);
  let out = '';
  for (let i = 0; i < parts.length; i += 3) {
    out += (parts[i] ?? '').replace(/(^|>)([^<]*)/g, (_whole, open: string, text: string) => {
      const checked = text.replace(TIME_TEXT, (time) => {
        if (times.has(time)) return time;
        if (!strayTimes.includes(time)) strayTimes.push(time);
        return mode === 'preview' ? highlight(time, '与项目的时间不一致：请按模板重新生成正文') : time;
      });
      return open + checked;
    });
    if (i + 2 >= parts.length) break;
    const reference = parts[i + 1] ?? '';
    const written = parts[i + 2] ?? '';
    const [source = '', name = ''] = reference.split('.');
    const def = isPlaceholderSource(source) ? findPlaceholder(source, name) : undefined;
    if (!def) {
      out += written;
      continue;
    }
    const current = placeholderText(def, sources);
    const currentHtml = escapeHtmlText(current);
    if (currentHtml === written) {
      out += currentHtml;
      continue;
    }
    stale.push({ reference, label: def.label, written: plainText(written), current });
    out += mode === 'publish' ? currentHtml : highlight(written, `项目当前值：${current || '（空）'}，发布时自动更新`);
  }
  // A mark the pattern could not read (a value the clerk partly styled) leaves no editor markup in the frozen text.
  if (mode === 'publish') out = out.replace(new RegExp(` ${VALUE_ATTRIBUTE}="[^"]*"`, 'g'), '');
  return { html: out, stale, strayTimes };
}
