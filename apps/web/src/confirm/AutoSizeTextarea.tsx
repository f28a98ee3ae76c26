import { type Ref, type TextareaHTMLAttributes, useImperativeHandle, useLayoutEffect, useRef } from 'react';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'> {
  value: string;
  minRows: number;
  maxRows: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A textarea that grows with its text between minRows and maxRows (docs/product.md: the reason box is 3 to 5 rows). */
export function AutoSizeTextarea({ value, minRows, maxRows, ref: outer, ...rest }: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(outer, () => ref.current!, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the box is measured again whenever the text changes
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const css = getComputedStyle(el);
    const line = Number.parseFloat(css.lineHeight) || 22;
    const frame =
      Number.parseFloat(css.paddingTop) +
      Number.parseFloat(css.paddingBottom) +
      Number.parseFloat(css.borderTopWidth) +
      Number.parseFloat(css.borderBottomWidth);
    // Measure the text's own height: shrink to the minimum first, so deleting lines shrinks the box again.
    el.style.height = `${minRows * line + frame}px`;
    const content = el.scrollHeight - Number.parseFloat(css.paddingTop) - Number.parseFloat(css.paddingBottom);
    const rows = Math.min(maxRows, Math.max(minRows, Math.ceil(content / line - 0.01)));
    el.style.height = `${rows * line + frame}px`;
    el.style.overflowY = content > maxRows * line + 0.5 ? 'auto' : 'hidden';
  }, [value, minRows, maxRows]);

  return <textarea ref={ref} rows={minRows} value={value} {...rest} />;
}
