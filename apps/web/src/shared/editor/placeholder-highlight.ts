import { resolvePlaceholder } from '@swp/core/announcement/placeholders';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { Extension } from '@tiptap/react';

/** The same token shape core's renderer looks for (`{{` … `}}`, no braces inside). */
const TOKEN = /\{\{([^{}]{0,100})\}\}/g;

function decorate(doc: PmNode): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (!node.isText || !node.text) return;
    for (const m of node.text.matchAll(TOKEN)) {
      const from = pos + (m.index ?? 0);
      // Known names are blue chips; a misspelt one is marked red now, before the preview has to flag it.
      const known = resolvePlaceholder(m[1] ?? '', {}) !== undefined;
      decorations.push(
        Decoration.inline(from, from + m[0].length, {
          class: known ? 'swp-placeholder' : 'swp-placeholder swp-placeholder-unknown',
          title: known ? '占位符：发布时替换为实际内容' : '未知占位符：发布时将原样保留',
        }),
      );
    }
  });
  return DecorationSet.create(doc, decorations);
}

/**
 * Highlights `{{name}}` placeholders while editing. Decorations only: the HTML the editor produces is unchanged, so
 * what is saved is exactly what core's renderPlaceholders reads. (A placeholder split by a mark, e.g. half bold,
 * is two text nodes and stays unhighlighted — the preview then lists it as unknown.)
 */
export const PlaceholderHighlight = Extension.create({
  name: 'placeholderHighlight',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('placeholderHighlight'),
        state: {
          init: (_, state) => decorate(state.doc),
          apply: (tr, old) => (tr.docChanged ? decorate(tr.doc) : old),
        },
        props: {
          decorations(state) {
            return this.getState(state);
          },
        },
      }),
    ];
  },
});
