import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitizer for template and announcement HTML (docs/security.md): an allowlist of what a rich-text editor
 * produces. Everything else — script, style, iframe, svg, event handlers, javascript:/vbscript: URLs, CSS
 * expressions — is removed, so HTML published on the public bulletin cannot run code in a reader's browser.
 * Placeholders (`{{name}}`) are plain text and pass through untouched.
 */

const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*(,\s*\d{1,3}%?\s*){2}(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]+$/i,
];
const ALIGN = [/^(left|right|center|justify)$/];
const FONT_SIZE = [/^\d{1,3}(\.\d+)?(px|pt|em|rem|%)$/, /^(x{0,2}-small|small|medium|large|x{1,3}-large)$/];

const TEXT_STYLES = { color: COLOR, 'background-color': COLOR, 'text-align': ALIGN, 'font-size': FONT_SIZE };
const BLOCK_STYLES = { 'text-align': ALIGN };

/**
 * Only absolute URLs of these kinds survive; relative ones are dropped too, since published HTML is shown on pages
 * whose base we do not control. Inline images only as raster data (an SVG data URL could carry script).
 */
const LINK_URL = /^(https?:\/\/|mailto:)/i;
const IMAGE_URL = /^(https?:\/\/|data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$)/i;

const PLACEHOLDER_REFERENCE = /^[a-z]+\.[A-Za-z][A-Za-z0-9_]*$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'span',
    'a',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'br',
    'hr',
    'blockquote',
    'sub',
    'sup',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'style'],
    // data-placeholder names the catalogue entry a draft's value came from (core announcement/refresh.ts).
    span: ['style', 'data-placeholder'],
    // Editors align paragraphs and headings with a style on the block itself.
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    li: ['style'],
    blockquote: ['style'],
  },
  allowedStyles: {
    span: TEXT_STYLES,
    p: BLOCK_STYLES,
    h1: BLOCK_STYLES,
    h2: BLOCK_STYLES,
    h3: BLOCK_STYLES,
    h4: BLOCK_STYLES,
    li: BLOCK_STYLES,
    blockquote: BLOCK_STYLES,
    td: BLOCK_STYLES,
    th: BLOCK_STYLES,
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Text inside a removed script/style/textarea is dropped too, not shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'xmp', 'iframe', 'noembed', 'noframes'],
  transformTags: {
    // A link that opens a new window must not hand the bulletin page to the site it opens.
    a: (tagName, { target, href, ...rest }) => {
      const attribs: sanitizeHtml.Attributes = rest;
      if (href !== undefined && LINK_URL.test(href.trim())) attribs.href = href.trim();
      if (target === '_blank') Object.assign(attribs, { target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs };
    },
    span: (tagName, { 'data-placeholder': reference, ...rest }) => {
      const attribs: sanitizeHtml.Attributes = rest;
      if (reference !== undefined && PLACEHOLDER_REFERENCE.test(reference)) attribs['data-placeholder'] = reference;
      return { tagName, attribs };
    },
    img: (tagName, { src, ...rest }) => {
      const attribs: sanitizeHtml.Attributes =
        src !== undefined && IMAGE_URL.test(src.trim()) ? { src: src.trim() } : {};
      return { tagName, attribs: Object.assign(attribs, rest) };
    },
  },
  // An image without a source (removed above, or never given) shows nothing useful: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  allowedClasses: {},
  parseStyleAttributes: true,
};

export function sanitizeAnnouncementHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
