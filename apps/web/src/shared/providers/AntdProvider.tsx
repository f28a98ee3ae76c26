import { App, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
// The ES modules: antd/locale/* is CommonJS, and the production build's interop handed ConfigProvider the module
// wrapper instead of the locale, so changes to it (namedByTheirWords) never reached the components.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect, useMemo } from 'react';
import { setFeedbackTarget } from '../../app/feedback.ts';
import { takeFlash } from '../../app/flash.ts';
import { useLocaleStore } from '../../app/locale.ts';
import { useReducedMotion } from '../hooks/useReducedMotion.ts';
import { MESSAGE_CONFIG, theme } from '../theme.ts';

dayjs.locale('zh-cn');

/**
 * antd's date panels name their 2026年 and 11月 buttons 选择年份 and 选择月份: names without the words they show,
 * which a voice user would say (WCAG 2.5.3). Without those names each button is called what it shows.
 */
function namedByTheirWords(locale: Locale): Locale {
  const picker = locale.DatePicker;
  if (!picker) return locale;
  const { yearSelect: _year, monthSelect: _month, decadeSelect: _decade, ...lang } = picker.lang;
  return { ...locale, DatePicker: { ...picker, lang: lang as typeof picker.lang } };
}
const ZH_CN = namedByTheirWords(zhCN);
const EN_US = namedByTheirWords(enUS);

/** Connects the HTTP client's toasts to antd's context-aware message API and shows a pending flash. */
function FeedbackBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setFeedbackTarget({
      success: (c) => void message.success(c),
      error: (c) => void message.error(c),
      warning: (c) => void message.warning(c),
      info: (c) => void message.info(c),
    });
    const flash = takeFlash();
    if (flash) void message[flash.type](flash.content);
    return () => setFeedbackTarget(null);
  }, [message]);
  return null;
}

/**
 * antd as configured by docs/product.md: zh_CN (switchable to en_US), message 3 s / max 7 / top 24 px, breakpoints; no
 * transitions for a person who asked their system for reduced motion.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((s) => s.locale);
  const reducedMotion = useReducedMotion();
  const themed = useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reducedMotion],
  );
  useEffect(() => {
    dayjs.locale(locale === 'en_US' ? 'en' : 'zh-cn');
  }, [locale]);
  return (
    <ConfigProvider locale={locale === 'en_US' ? EN_US : ZH_CN} theme={themed}>
      <App message={MESSAGE_CONFIG}>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
