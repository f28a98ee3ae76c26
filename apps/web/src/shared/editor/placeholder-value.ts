import { VALUE_ATTRIBUTE } from '@swp/core/announcement/placeholders';
import { Mark } from '@tiptap/react';

/**
 * Keeps the `<span data-placeholder="source.name">` around each value a draft was made with (core
 * renderPlaceholders markValues), so publishing can bring the values up to the project's while the clerk's own
 * words stay. Not inclusive: typing just after a value writes plain text, not part of the value.
 */
export const PlaceholderValue = Mark.create({
  name: 'placeholderValue',
  // Read before TextStyle, which claims every span too.
  priority: 1100,
  inclusive: false,
  excludes: '',
  addAttributes() {
    return {
      reference: {
        default: null,
        parseHTML: (element) => element.getAttribute(VALUE_ATTRIBUTE),
        renderHTML: (attributes) => ({ [VALUE_ATTRIBUTE]: attributes.reference }),
      },
    };
  },
  parseHTML() {
    return [{ tag: `span[${VALUE_ATTRIBUTE}]` }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', HTMLAttributes, 0];
  },
});
