import { InputNumber, type InputNumberProps } from 'antd';

const group = (text: string) => {
  const [int = '', frac] = text.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
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
      formatter={(v) => (v === undefined || v === null || v === '' ? '' : group(String(v)))}
      parser={(v) => (v ?? '').replace(/[¥,\s]/g, '')}
      placeholder="0.00"
      {...props}
    />
  );
}
