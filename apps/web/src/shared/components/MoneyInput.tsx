import { InputNumber, type InputNumberProps } from 'antd';

/** `1234567.5` → `1,234,567.50` on the digits (no float); while typing the text is left as typed. */
const display = (value: string | number | undefined, info: { userTyping: boolean; input: string }) => {
  if (info.userTyping) return info.input;
  if (value === undefined || value === null || value === '') return '';
  const [int = '0', frac = ''] = String(value).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac.padEnd(2, '0').slice(0, 2)}`;
};

/**
 * An amount in 元 with two decimals, kept as a string (stringMode) so a large budget never passes through a
 * float; shown with thousands separators and ¥.
 */
export function MoneyInput(props: Omit<InputNumberProps<string>, 'stringMode'>) {
  return (
    <InputNumber<string>
      stringMode
      precision={2}
      min="0"
      prefix="¥"
      style={{ width: '100%' }}
      formatter={display}
      parser={(v) => (v ?? '').replace(/[¥,\s]/g, '')}
      placeholder="0.00"
      {...props}
    />
  );
}
