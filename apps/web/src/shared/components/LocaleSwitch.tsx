import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { type LocaleName, useLocaleStore } from '../../app/locale.ts';
import styles from './LocaleSwitch.module.css';

const LABELS: Record<LocaleName, string> = { zh_CN: '简体中文', en_US: 'English' };

/**
 * Switches the interface library between zh_CN and en_US; the choice is kept in localStorage. Its name says what it
 * is and, as WCAG 2.5.3 asks, holds the words it shows (a voice user says 简体中文 to press it).
 */
export function LocaleSwitch({ tone = 'onLight' }: { tone?: 'onDark' | 'onLight' }) {
  const { locale, setLocale } = useLocaleStore();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: (Object.keys(LABELS) as LocaleName[]).map((key) => ({ key, label: LABELS[key] })),
        onClick: ({ key }) => setLocale(key as LocaleName),
      }}
    >
      <button
        type="button"
        className={`${styles.switch} ${tone === 'onDark' ? styles.onDark : styles.onLight}`}
        aria-label={`界面语言 / Language：${LABELS[locale]}`}
        data-testid="locale-switch"
      >
        <GlobalOutlined />
        <span className={styles.label}>{LABELS[locale]}</span>
        <DownOutlined className={styles.caret} />
      </button>
    </Dropdown>
  );
}
