import type { ThemeConfig } from 'antd';

/** Water-utility blue, and docs/product.md breakpoints (xs < 576, sm 576, md 768, lg 992, xl 1200, xxl 1600). */
export const BRAND = {
  primary: '#0b5cad',
  deep: '#083b74',
  light: '#e8f2fc',
  accent: '#13a8a8',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorInfo: BRAND.primary,
    colorLink: BRAND.primary,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Arial, sans-serif",
    screenXS: 480,
    screenSM: 576,
    screenMD: 768,
    screenLG: 992,
    screenXL: 1200,
    screenXXL: 1600,
    // The product knows no breakpoint above xxl: push antd's xxxl out of reach so xxl means ≥ 1600.
    screenXXXL: 100_000,
  },
  components: {
    Layout: { headerBg: BRAND.deep, siderBg: '#ffffff', bodyBg: '#f3f6fa' },
    Menu: { itemSelectedBg: BRAND.light, itemSelectedColor: BRAND.primary },
  },
};

/** docs/product.md: message toasts 3000 ms, at most 7 stacked, 24 px from the top. */
export const MESSAGE_CONFIG = { duration: 3, maxCount: 7, top: 24 } as const;
