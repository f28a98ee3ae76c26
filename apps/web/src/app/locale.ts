import { create } from 'zustand';

/** The interface-library locale (docs/product.md: Chinese by default, English as the alternative), kept in localStorage. */
export type LocaleName = 'zh_CN' | 'en_US';
export const LOCALE_KEY = 'swp_locale';

const initial = (): LocaleName => (localStorage.getItem(LOCALE_KEY) === 'en_US' ? 'en_US' : 'zh_CN');

export const useLocaleStore = create<{ locale: LocaleName; setLocale(locale: LocaleName): void }>()((set) => ({
  locale: initial(),
  setLocale(locale) {
    localStorage.setItem(LOCALE_KEY, locale);
    set({ locale });
  },
}));
