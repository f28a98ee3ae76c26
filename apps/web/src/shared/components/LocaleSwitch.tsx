import { GlobalOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import { type LocaleName, useLocaleStore } from '../../app/locale.ts';

/** Switches the interface library between zh_CN and en_US; the choice is kept in localStorage. */
export function LocaleSwitch({ tone = 'onLight' }: { tone?: 'onDark' | 'onLight' }) {
  const { locale, setLocale } = useLocaleStore();
  return (
    <span
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6, color: tone === 'onDark' ? '#fff' : undefined }}
      data-testid="locale-switch"
    >
      <GlobalOutlined aria-hidden />
      <Segmented<LocaleName>
        size="small"
        value={locale}
        onChange={setLocale}
        options={[
          { label: '中文', value: 'zh_CN' },
          { label: 'English', value: 'en_US' },
        ]}
      />
    </span>
  );
}
