/**
 * Leaves out what a notice would print empty (「联系人：　　联系电话：」 and a bare 「五、其他」 heading when
 * the fields are blank). renderPlaceholders calls it with the template in which each placeholder is a marker and
 * the state of each marker; it answers the template without the parts that only held empty placeholders.
 *
 * The rule, conservative on purpose — a part is removed only when nothing but empty placeholders and their labels
 * would be lost:
 * - A block (p, li, tr, dt, dd) goes when it holds at least one placeholder, every placeholder in it (attributes
 *   included) rendered empty, it holds no image or other media, and its text is nothing but labels, whitespace and
 *   punctuation. A label is the phrase directly before a placeholder ending in ：or : (「联系电话：」, not
 *   「采购方式：询价采购」), or, in a table row, a cell of plain text directly followed by a cell with the placeholder
 *   (「需求部门 | {{needDeptName}}」). Units after a value (「{{budget}}元」) are text: such a block stays.
 * - Paragraphs inside table cells are never removed alone: the row decides.
 * - A list goes when all its removed items were its only ones; a table when every row it keeps is a header row.
 * - A heading goes together with its section (the following siblings up to the next heading of the same or a
 *   higher level) when something in the section was removed and what is left is blank, and its own placeholders,
 *   if any, are empty. Inner sections are decided first, so an emptied subsection can empty its parent.
 * - Headings numbered 一、二、三… in order are renumbered when one of them goes, so no gap shows (四 then 六).
 * Any HTML this reader does not fully understand (unbalanced tags, script/style) is left exactly as it is.
 */
import { chineseNumeral, chineseNumeralValue } from './chinese-numeral.ts';

/** How a placeholder rendered: with a value, empty, or unknown (left as written, so never "empty"). */
export type SlotState = 'filled' | 'empty' | 'unknown';

/** NUL: never part of HTML text, so it can mark where the placeholders were. */
export const MARKER_CHAR = '\u0000';
/** The marker renderPlaceholders puts where placeholder `i` was: NUL, the index, NUL. */
export const slotMarker = (i: number) => `${MARKER_CHAR}${i}${MARKER_CHAR}`;
const MARKER = new RegExp(`${MARKER_CHAR}(\\d+)${MARKER_CHAR}`, 'g');

/** The marked template with each marker replaced by the value of its placeholder. */
export function fillSlotMarkers(marked: string, value: (i: number) => string): string {
  return marked.replace(MARKER, (_, i: string) => value(Number(i)));
}

interface ElementNode {
  kind: 'element';
  name: string;
  /** The whole element, opening tag to closing tag. */
  start: number;
  end: number;
  children: Node[];
  parent: ElementNode | null;
}
interface TextNode {
  kind: 'text';
  start: number;
  end: number;
}
type Node = ElementNode | TextNode;

const TAG = /<!--[\s\S]*?-->|<(\/?)([A-Za-z][A-Za-z0-9]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is not HTML: a template holding one is left alone. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript', 'template', 'plaintext']);
const BLOCKS = new Set(['p', 'li', 'tr', 'dt', 'dd']);
const CELLS = new Set(['td', 'th']);
const LISTS = new Set(['ul', 'ol', 'dl']);
/** Content that is not text: a block holding one is never removed. */
const MEDIA = new Set([
  'img',
  'video',
  'audio',
  'iframe',
  'object',
  'embed',
  'svg',
  'canvas',
  'picture',
  'hr',
  'input',
  'select',
  'button',
  'math',
]);
const HEADING = /^h([1-6])$/;

/** The elements and text of the template, or null when its tags do not balance. */
function parse(html: string): ElementNode | null {
  const root: ElementNode = { kind: 'element', name: '#root', start: 0, end: html.length, children: [], parent: null };
  let current = root;
  let last = 0;
  const text = (end: number) => {
    if (end > last) current.children.push({ kind: 'text', start: last, end });
  };
  for (const m of html.matchAll(TAG)) {
    const start = m.index;
    const end = start + m[0].length;
    if (m[0].startsWith('<!--')) {
      text(start);
      last = end;
      continue;
    }
    const [, slash, rawName = '', attrs = ''] = m;
    // `<p-x>` or `<a"b">`: not a tag this reader knows how to read.
    if (attrs !== '' && !/^[\s/]/.test(attrs)) return null;
    const name = rawName.toLowerCase();
    if (RAW_TEXT.has(name)) return null;
    text(start);
    last = end;
    if (slash) {
      if (current.name !== name || current === root) return null;
      current.end = end;
      current = current.parent ?? root;
    } else {
      const element: ElementNode = { kind: 'element', name, start, end, children: [], parent: current };
      current.children.push(element);
      if (!VOID.has(name) && !attrs.trimEnd().endsWith('/')) current = element;
    }
  }
  text(html.length);
  return current === root ? root : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const SPACE_ENTITIES = new Set(['nbsp', 'ensp', 'emsp', 'thinsp']);

/** Enough of HTML's character references to tell text from whitespace and punctuation. */
function decode(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, ref: string) => {
    const lower = ref.toLowerCase();
    if (lower.startsWith('#')) {
      const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number.parseInt(lower.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    if (SPACE_ENTITIES.has(lower)) return ' ';
    // Any other named reference is a character of text (©, ¥ …): counting it as content keeps the block.
    return ENTITIES[lower] ?? 'x';
  });
}

/** What a block is made of, in order: text, placeholders, cell starts (rows only) and media. */
type Item = { t: 'text'; s: string } | { t: 'slot'; i: number } | { t: 'cell' } | { t: 'media' };

function itemsOf(html: string, node: ElementNode, withCells: boolean): Item[] {
  const items: Item[] = [];
  const walk = (n: Node) => {
    if (n.kind === 'text') {
      const raw = html.slice(n.start, n.end);
      let last = 0;
      for (const m of raw.matchAll(MARKER)) {
        items.push({ t: 'text', s: decode(raw.slice(last, m.index)) });
        items.push({ t: 'slot', i: Number(m[1]) });
        last = m.index + m[0].length;
      }
      items.push({ t: 'text', s: decode(raw.slice(last)) });
      return;
    }
    if (n.name === 'br') return void items.push({ t: 'text', s: ' ' });
    if (MEDIA.has(n.name)) return void items.push({ t: 'media' });
    if (withCells && CELLS.has(n.name)) items.push({ t: 'cell' });
    for (const child of n.children) walk(child);
  };
  for (const child of node.children) walk(child);
  // Whitespace between tags (a newline between two cells) separates nothing; adjacent text is one run.
  const merged: Item[] = [];
  for (const item of items) {
    const prev = merged.at(-1);
    if (item.t === 'text' && prev?.t === 'text') prev.s += item.s;
    else merged.push(item.t === 'text' ? { ...item } : item);
  }
  return merged.filter((item) => item.t !== 'text' || item.s.trim() !== '');
}

/** The phrase before a placeholder that names it: no spaces or sentence punctuation, ending in a colon. */
const LABEL_BEFORE_SLOT = /[^\s，,。；;、！!？?：:]*[：:]\s*$/u;
const ONLY_PUNCTUATION = /^[\s\p{P}\p{S}]*$/u;

/** The block's text once the labels of its placeholders are taken out. */
function textBesideLabels(items: Item[]): string {
  let rest = '';
  items.forEach((item, k) => {
    if (item.t !== 'text') return;
    const next = items[k + 1];
    if (next?.t === 'slot') rest += item.s.replace(LABEL_BEFORE_SLOT, '');
    else if (next?.t === 'cell' && items[k + 2]?.t === 'slot' && (k === 0 || items[k - 1]?.t === 'cell')) return;
    else rest += item.s;
  });
  return rest;
}

function slotsIn(html: string, node: Node, states: readonly SlotState[]): SlotState[] {
  return [...html.slice(node.start, node.end).matchAll(MARKER)].map((m) => states[Number(m[1])] ?? 'unknown');
}

function isEmptyBlock(html: string, node: ElementNode, states: readonly SlotState[]): boolean {
  const slots = slotsIn(html, node, states);
  if (slots.length === 0 || slots.some((s) => s !== 'empty')) return false;
  const items = itemsOf(html, node, node.name === 'tr');
  if (!items.some((item) => item.t === 'slot') || items.some((item) => item.t === 'media')) return false;
  return ONLY_PUNCTUATION.test(textBesideLabels(items));
}

const elements = (nodes: readonly Node[]) => nodes.filter((n): n is ElementNode => n.kind === 'element');
const headingLevel = (n: Node) => (n.kind === 'element' ? Number(HEADING.exec(n.name)?.[1] ?? 0) : 0);

/** The decisions, over one parsed template. */
class Omission {
  readonly dropped = new Set<Node>();
  /** Renumbered headings: [start, end) of the numeral in the template and what replaces it. */
  readonly edits: Array<{ start: number; end: number; text: string }> = [];

  constructor(
    private readonly html: string,
    private readonly states: readonly SlotState[],
  ) {}

  /** Blocks, top down: a removed block's insides need no decision; paragraphs in cells are the row's. */
  blocks(node: ElementNode, inCell: boolean): void {
    for (const child of elements(node.children)) {
      if (BLOCKS.has(child.name) && !(inCell && child.name !== 'tr') && isEmptyBlock(this.html, child, this.states)) {
        this.dropped.add(child);
        continue;
      }
      this.blocks(child, CELLS.has(child.name) ? true : child.name === 'table' ? false : inCell);
    }
  }

  /** Lists and tables left without content rows, bottom up. */
  containers(node: ElementNode): void {
    for (const child of elements(node.children)) {
      if (this.dropped.has(child)) continue;
      this.containers(child);
      if (LISTS.has(child.name)) {
        const items = elements(child.children);
        if (items.some((i) => this.dropped.has(i)) && items.every((i) => this.dropped.has(i))) this.dropped.add(child);
      } else if (child.name === 'table') {
        const rows = this.rowsOf(child);
        const kept = rows.filter((r) => !this.dropped.has(r));
        if (kept.length < rows.length && kept.every(isHeaderRow)) this.dropped.add(child);
      }
    }
  }

  private rowsOf(table: ElementNode): ElementNode[] {
    const rows: ElementNode[] = [];
    const walk = (n: ElementNode) => {
      for (const child of elements(n.children)) {
        if (child.name === 'tr') rows.push(child);
        else if (child.name !== 'table') walk(child);
      }
    };
    walk(table);
    return rows;
  }

  /** Heading sections, inner first: within a parent, the deepest level first; nested parents before theirs. */
  sections(node: ElementNode): void {
    for (const child of elements(node.children)) if (!this.dropped.has(child)) this.sections(child);
    const siblings = node.children;
    for (let level = 6; level >= 1; level--) {
      siblings.forEach((heading, k) => {
        if (headingLevel(heading) !== level || this.dropped.has(heading)) return;
        const body: Node[] = [];
        for (const n of siblings.slice(k + 1)) {
          const l = headingLevel(n);
          if (l !== 0 && l <= level) break;
          body.push(n);
        }
        const emptied =
          body.some((n) => this.hasDropped(n)) && body.every((n) => this.dropped.has(n) || this.isBlank(n));
        if (emptied && slotsIn(this.html, heading, this.states).every((s) => s === 'empty')) {
          this.dropped.add(heading);
          for (const n of body) this.dropped.add(n);
        }
      });
    }
  }

  private hasDropped(n: Node): boolean {
    return this.dropped.has(n) || (n.kind === 'element' && n.children.some((c) => this.hasDropped(c)));
  }

  /** Nothing left to read: whitespace, empty placeholders, removed parts (e.g. the editor's `<p><br></p>`). */
  private isBlank(n: Node): boolean {
    if (this.dropped.has(n)) return true;
    if (n.kind === 'element') return !MEDIA.has(n.name) && n.children.every((c) => this.isBlank(c));
    const raw = this.html.slice(n.start, n.end);
    if (decode(raw.replace(MARKER, '')).trim() !== '') return false;
    return slotsIn(this.html, n, this.states).every((s) => s === 'empty');
  }

  /** 一、二、三… headings of one level under one parent, renumbered when some of them went. */
  renumber(node: ElementNode): void {
    for (const child of elements(node.children)) if (!this.dropped.has(child)) this.renumber(child);
    const runs = new Map<number, ElementNode[]>();
    const close = (level: number) => {
      const run = runs.get(level);
      runs.delete(level);
      if (run) this.renumberRun(run);
    };
    for (const heading of elements(node.children)) {
      const level = headingLevel(heading);
      if (level === 0) continue;
      for (const deeper of [...runs.keys()]) if (deeper > level) close(deeper);
      runs.set(level, [...(runs.get(level) ?? []), heading]);
    }
    for (const level of [...runs.keys()]) close(level);
  }

  private renumberRun(run: ElementNode[]): void {
    if (!run.some((h) => this.dropped.has(h))) return;
    const numerals = run.map((h) => this.numeralOf(h));
    if (!numerals.every((n, k) => n?.value === k + 1)) return;
    let next = 1;
    run.forEach((heading, k) => {
      if (this.dropped.has(heading)) return;
      const numeral = numerals[k]!;
      if (numeral.value !== next)
        this.edits.push({ start: numeral.start, end: numeral.end, text: chineseNumeral(next) });
      next++;
    });
  }

  /** The 「三、」 a heading starts with: where its numeral is and what it counts. */
  private numeralOf(heading: ElementNode): { start: number; end: number; value: number } | null {
    const first = firstText(this.html, heading);
    if (!first) return null;
    const m = /^(\s*)([一二三四五六七八九十]{1,3})、/.exec(this.html.slice(first.start, first.end));
    const value = m ? chineseNumeralValue(m[2]!) : undefined;
    if (!m || value === undefined) return null;
    const start = first.start + m[1]!.length;
    return { start, end: start + m[2]!.length, value };
  }
}

function firstText(html: string, node: ElementNode): TextNode | null {
  for (const child of node.children) {
    if (child.kind === 'text') {
      if (html.slice(child.start, child.end).trim() !== '') return child;
    } else {
      const found = firstText(html, child);
      if (found) return found;
    }
  }
  return null;
}

function isHeaderRow(row: ElementNode): boolean {
  if (row.parent?.name === 'thead') return true;
  const cells = elements(row.children);
  return cells.length > 0 && cells.every((c) => c.name === 'th');
}

/**
 * The marked template without its empty parts (see the top of this file). Markers stay in place for the caller
 * to fill; when nothing rendered empty, or the HTML cannot be read with certainty, the template comes back as is.
 */
export function omitEmptySections(marked: string, states: readonly SlotState[]): string {
  if (!states.includes('empty')) return marked;
  const root = parse(marked);
  if (!root) return marked;
  const omission = new Omission(marked, states);
  omission.blocks(root, false);
  omission.containers(root);
  omission.sections(root);
  omission.renumber(root);
  if (omission.dropped.size === 0) return marked;

  const cuts: Array<{ start: number; end: number; text: string }> = [...omission.edits];
  const collect = (node: ElementNode) => {
    for (const child of node.children) {
      if (omission.dropped.has(child)) cuts.push({ start: child.start, end: child.end, text: '' });
      else if (child.kind === 'element') collect(child);
    }
  };
  collect(root);
  cuts.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const cut of cuts) {
    out += marked.slice(at, cut.start) + cut.text;
    at = cut.end;
  }
  return out + marked.slice(at);
}
