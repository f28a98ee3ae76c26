import { TreeSelect, type TreeSelectProps } from 'antd';
import { useId } from 'react';

/**
 * antd's TreeSelect with the popup its combobox names. The search field says `aria-owns` and `aria-controls`
 * "<id>_list" while open, but TreeSelect (unlike Select) renders its tree without that id, so a screen reader is
 * pointed at nothing (axe: aria-valid-attr-value). The popup is wrapped in an element carrying the id. Every tree
 * picker of the app is this one.
 */
export function AccessibleTreeSelect<V = unknown>({ id, popupRender, ...props }: TreeSelectProps<V>) {
  const ownId = `tree-select-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const fieldId = id ?? ownId;
  return (
    <TreeSelect<V>
      {...props}
      id={fieldId}
      popupRender={(menu) => <div id={`${fieldId}_list`}>{popupRender ? popupRender(menu) : menu}</div>}
    />
  );
}
