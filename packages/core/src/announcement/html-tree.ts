/**
 * An HTML template as a tree whose nodes know where they are in the text (start/end offsets), read by htmlparser2,
 * which also runs in the browser. Reads only what is certain: see `parseHtmlTree`.
 */
import { Parser } from 'htmlparser2';

export interface ElementNode {
  kind: 'element';
  name: string;
  /** The whole element, opening tag to closing tag. */
  start: number;
  end: number;
  /** Where the opening tag ends: an element closed there was void or self-closing (`<br>`, `<circle/>`). */
  openEnd: number;
  children: Node[];
  parent: ElementNode | null;
}
export interface TextNode {
  kind: 'text';
  start: number;
  end: number;
  /** What the text reads as, references decoded (see `readEntity`), the markers kept. */
  text: string;
}
export type Node = ElementNode | TextNode;

/** Elements whose content is not HTML: a template holding one is left alone. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript', 'template', 'plaintext']);

const BASIC_ENTITIES = new Set(['&', '<', '>', '"', "'"]);

/**
 * A character reference as text: spaces and the five basic characters as themselves; any other named reference
 * (&copy;, &yen; …) and any invalid one (U+FFFD) as a letter, so counting it as content keeps the block.
 */
function readEntity(raw: string, decoded: string): string {
  if (decoded === '\uFFFD') return 'x';
  if (raw.startsWith('&#') || /^\s$/u.test(decoded) || BASIC_ENTITIES.has(decoded)) return decoded;
  return 'x';
}

/**
 * The elements and text of the template, read by htmlparser2 (which also runs in the browser), or null when the
 * template is not plain balanced HTML: a tag the parser had to close or open by itself (`<p>a<p>b`, a stray
 * `</p>`), anything it skipped (a stray `</div>`, a doctype), or an element whose content is not HTML.
 */
export function parseHtmlTree(html: string): ElementNode | null {
  const root: ElementNode = {
    kind: 'element',
    name: '#root',
    start: 0,
    end: html.length,
    openEnd: 0,
    children: [],
    parent: null,
  };
  let current = root;
  let readable = true;
  /** How far the events have accounted for the template: one that starts later means the parser skipped text. */
  let covered = 0;
  const account = (start: number, end: number) => {
    if (start !== covered) readable = false;
    covered = end;
  };
  const parser = new Parser(
    {
      ontext(data) {
        const { startIndex: start, endIndex } = parser;
        const end = endIndex + 1;
        account(start, end);
        const raw = html.slice(start, end);
        const text = raw.startsWith('&') && raw !== data ? readEntity(raw, data) : data;
        const last = current.children.at(-1);
        if (last?.kind === 'text' && last.end === start) {
          last.end = end;
          last.text += text;
        } else current.children.push({ kind: 'text', start, end, text });
      },
      oncomment() {
        account(parser.startIndex, parser.endIndex + 1);
      },
      onopentag(name, _attributes, isImplied) {
        if (isImplied || RAW_TEXT.has(name)) readable = false;
        const { startIndex: start, endIndex } = parser;
        account(start, endIndex + 1);
        const element: ElementNode = {
          kind: 'element',
          name,
          start,
          end: endIndex + 1,
          openEnd: endIndex + 1,
          children: [],
          parent: current,
        };
        current.children.push(element);
        current = element;
      },
      onclosetag(name, isImplied) {
        const end = parser.endIndex + 1;
        if (current.name !== name || current === root) readable = false;
        else if (isImplied) {
          if (end !== current.openEnd) readable = false;
        } else {
          account(parser.startIndex, end);
          current.end = end;
        }
        current = current.parent ?? root;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  if (covered !== html.length) readable = false;
  return readable && current === root ? root : null;
}
