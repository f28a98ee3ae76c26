import { describe, expect, it } from 'vitest';
import { type PlaceholderSources, renderPlaceholders } from './placeholders.ts';

/** HTML a reader built on regular expressions got wrong; htmlparser2 reads it as a browser does. */
const project = { projectName: '城北水厂管网改造工程', projectCode: 'SW-2026-0007', other: '' };
const sources: PlaceholderSources = { project, announcement: { contacts: '', mobile: null } };
const html = (template: string) => renderPlaceholders(template, sources).html;

describe('empty parts are left out: HTML read as a browser reads it', () => {
  it('follows nested elements, and leaves alone tags that HTML does not nest as written', () => {
    expect(html('<ul><li><ul><li>{{other}}</li></ul></li><li>a</li></ul>')).toBe('<ul><li>a</li></ul>');
    expect(html('<div><p>{{other}}</p><div><p>联系人：{{contacts}}</p><p>y</p></div></div>')).toBe(
      '<div><div><p>y</p></div></div>',
    );
    // A <div> closes the paragraph it is written in: the template is not what it looks like, so nothing is cut.
    expect(html('<p>a<div>b</div></p><p>{{other}}</p>')).toBe('<p>a<div>b</div></p><p></p>');
  });

  it('reads attributes holding > or ending in /, and placeholders inside attributes', () => {
    expect(html('<p title="a>b">联系人：{{contacts}}</p><p>x</p>')).toBe('<p>x</p>');
    // An unquoted value ending in / is not a self-closing tag: the link holds the label.
    expect(html('<p><a href=/files/>联系人：{{contacts}}</a></p><p>x</p>')).toBe('<p>x</p>');
    expect(html('<p title="{{other}}>">{{other}}</p><p>x</p>')).toBe('<p>x</p>');
    expect(html('<P CLASS="a">联系人：{{contacts}}</P><p>x</p>')).toBe('<p>x</p>');
  });

  it('reads comments as HTML ends them, tags inside them being no tags', () => {
    expect(html('<p>联系人：{{contacts}}<!-- </p><p>备注 --></p><p>x</p>')).toBe('<p>x</p>');
    // `<!-->` is a whole (empty) comment: the paragraph after it is real, and is left out.
    expect(html('<!--> <p>{{other}}</p> --><p>x</p>')).toBe('<!-->  --><p>x</p>');
  });

  it('decodes character references as HTML does', () => {
    // A legacy reference without its semicolon is still a space …
    expect(html('<p>&nbsp{{other}}</p><p>x</p>')).toBe('<p>x</p>');
    // … but references are case-sensitive: &NBSP; is text, shown as written, and keeps its paragraph.
    expect(html('<p>&NBSP;{{other}}</p><p>x</p>')).toBe('<p>&NBSP;</p><p>x</p>');
    // A reference to no character shows as one (U+FFFD): content.
    expect(html('<p>&#x110000;{{other}}</p><p>x</p>')).toBe('<p>&#x110000;</p><p>x</p>');
  });

  it('reads self-closing tags inside SVG, keeping the image', () => {
    expect(html('<p>a</p><svg><circle r="1"/></svg><p>{{other}}</p>')).toBe('<p>a</p><svg><circle r="1"/></svg>');
  });
});
