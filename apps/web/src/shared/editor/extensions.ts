import { TableKit } from '@tiptap/extension-table';
import { TextAlign } from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import type { Extensions } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { PlaceholderHighlight } from './placeholder-highlight.ts';
import { PlaceholderValue } from './placeholder-value.ts';

/**
 * What an announcement may contain: headings, paragraphs, lists, quotes, tables, links, bold/italic/underline/
 * strike, text colour and alignment. No images or embeds (files are attachments). Every mark here produces only
 * tags and `style` properties (color, text-align) the server's sanitizer keeps.
 */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      code: false,
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      },
    }),
    TextStyle,
    Color,
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right', 'justify'] }),
    TableKit.configure({ table: { resizable: false } }),
    PlaceholderHighlight,
    PlaceholderValue,
  ];
}
