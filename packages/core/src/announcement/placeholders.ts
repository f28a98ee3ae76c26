/**
 * Fills an announcement template (docs/rules.md). One pure function, used by the server when publishing and by the
 * browser for the live preview, so what staff preview is exactly what gets published.
 */
import {
  findPlaceholder,
  isPlaceholderSource,
  type PlaceholderDef,
  type PlaceholderSource,
  RESOLUTION_ORDER,
} from './catalogue.ts';
import { fillSlotMarkers, MARKER_CHAR, omitEmptySections, type SlotState, slotMarker } from './empty-sections.ts';
import { formatPlaceholderValue, type PlaceholderValue } from './format.ts';

/** A record of one source: any object whose catalogue fields hold plain values (a database row will do). */
export type PlaceholderRecord = Readonly<Record<string, unknown>>;

/** The records an announcement is made from; a source left out is "not present" (e.g. no win data yet). */
export type PlaceholderSources = Partial<Record<PlaceholderSource, PlaceholderRecord | null>>;

export interface RenderedTemplate {
  html: string;
  /** Placeholders that are not in the catalogue, as written between the braces (trimmed), each once. */
  unknown: string[];
}

/**
 * `{{` … `}}` with no braces inside, at most 100 characters: long enough for a name wrapped in editor markup
 * (`{{<span>name</span>}}`, reported as unknown so staff see it is broken), short enough that a stray `{{` does
 * not swallow a paragraph.
 */
const TOKEN = /\{\{([^{}]{0,100})\}\}/g;
/** A name, optionally qualified by its source. Spaces inside the braces are allowed: editors insert them. */
const REFERENCE = /^(?:([A-Za-z]+)\.)?([A-Za-z][A-Za-z0-9_]*)$/;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Values go into HTML: escape them, and keep the line breaks of multi-line fields (资格要求, 评标情况 …). */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c).replace(/\r?\n/g, '<br>');
}

function isPresent(sources: PlaceholderSources, source: PlaceholderSource): boolean {
  return sources[source] !== undefined && sources[source] !== null;
}

/**
 * The definition a reference means. Qualified: that source's entry. Unqualified: the first present source in
 * RESOLUTION_ORDER that catalogues the name, else the first that catalogues it at all (a known name whose
 * source has no data renders empty rather than being called unknown).
 */
export function resolvePlaceholder(reference: string, sources: PlaceholderSources): PlaceholderDef | undefined {
  const m = REFERENCE.exec(reference.trim());
  if (!m) return undefined;
  const [, qualifier, name = ''] = m;
  if (qualifier !== undefined) return isPlaceholderSource(qualifier) ? findPlaceholder(qualifier, name) : undefined;
  let fallback: PlaceholderDef | undefined;
  for (const source of RESOLUTION_ORDER) {
    const def = findPlaceholder(source, name);
    if (!def) continue;
    if (isPresent(sources, source)) return def;
    fallback ??= def;
  }
  return fallback;
}

function readValue(sources: PlaceholderSources, def: PlaceholderDef): PlaceholderValue {
  const record = sources[def.source];
  if (!record || !Object.hasOwn(record, def.field)) return undefined;
  const value = record[def.field];
  // Only plain values are shown; an object or array in a record field is not text a template can use.
  if (value === null || value === undefined || value instanceof Date) return value;
  return ['string', 'number', 'bigint', 'boolean'].includes(typeof value) ? (value as PlaceholderValue) : undefined;
}

/** The formatted plain text of one catalogue entry (no HTML escaping): for plain-text uses such as SMS. */
export function placeholderText(def: PlaceholderDef, sources: PlaceholderSources): string {
  return formatPlaceholderValue(readValue(sources, def), def.format);
}

export interface RenderOptions {
  /**
   * Wrap each filled value in `<span data-placeholder="source.name">` (a draft's text): publishing then refreshes
   * the values from the project while the clerk's own words around them stay (refresh.ts). Prose fields (the
   * catalogue's `prose`) stay unmarked: the clerk edits them as text.
   */
  markValues?: boolean;
}

/** The attribute naming the catalogue entry a draft's value came from (kept by the sanitizer and the editor). */
export const VALUE_ATTRIBUTE = 'data-placeholder';

/** A value in its mark; `html` is already escaped. */
export function markedValue(def: Pick<PlaceholderDef, 'source' | 'name'>, html: string): string {
  return `<span ${VALUE_ATTRIBUTE}="${def.source}.${def.name}">${html}</span>`;
}

/**
 * Replaces every `{{name}}` / `{{source.name}}` of the HTML template with its formatted, HTML-escaped value, and
 * leaves out the parts that would print only empty placeholders and their labels (empty-sections.ts: a
 * 「联系人：　　联系电话：」 line, an 「其他」 heading over an empty paragraph). Unknown placeholders stay exactly as
 * written and are listed in `unknown` (deduplicated, in order of appearance); a part holding one is always kept.
 */
export function renderPlaceholders(
  template: string,
  sources: PlaceholderSources,
  options: RenderOptions = {},
): RenderedTemplate {
  const unknown: string[] = [];
  const slots: Array<{ value: string; state: SlotState }> = [];
  const fill = (whole: string, inner: string) => {
    const def = resolvePlaceholder(inner, sources);
    if (def) {
      const text = escapeHtmlText(placeholderText(def, sources));
      const value = options.markValues && text !== '' && !def.prose ? markedValue(def, text) : text;
      slots.push({ value, state: text === '' ? 'empty' : 'filled' });
      return value;
    }
    const written = inner.trim();
    if (!unknown.includes(written)) unknown.push(written);
    slots.push({ value: whole, state: 'unknown' });
    return whole;
  };
  // A template already holding the marker character (NUL, never in HTML text) is filled without omissions.
  if (template.includes(MARKER_CHAR)) return { html: template.replace(TOKEN, fill), unknown };
  const marked = template.replace(TOKEN, (whole, inner: string) => {
    fill(whole, inner);
    return slotMarker(slots.length - 1);
  });
  const kept = omitEmptySections(
    marked,
    slots.map((slot) => slot.state),
  );
  return { html: fillSlotMarkers(kept, (i) => slots[i]?.value ?? ''), unknown };
}
