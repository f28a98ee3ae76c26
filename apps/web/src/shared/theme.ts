import type { ThemeConfig } from 'antd';

/** Water-utility blue, and docs/product.md breakpoints (xs < 576, sm 576, md 768, lg 992, xl 1200, xxl 1600). */
export const BRAND = {
  primary: '#0b5cad',
  deep: '#083b74',
  light: '#e8f2fc',
  accent: '#13a8a8',
} as const;

/**
 * WCAG 2.1 AA (issue 30): text at least 4.5:1 on the white and pale grey/blue backgrounds it sits on, a focus
 * indicator at least 3:1. antd's greys (rgba(0,0,0,.45) meta text, 3.36:1; .25 placeholders, 1.83:1) and its
 * status and preset tag colours (1.8–3.4:1) fall short; these are the nearest darker tones, so the look stays.
 */
const A11Y = {
  /** Meta text, breadcrumbs, descriptions: 5.3:1 on white, 4.7:1 on the light brand blue #e8f2fc. */
  textTertiary: 'rgba(0, 0, 0, 0.58)',
  /** Placeholders: 4.95:1 on white. Disabled text keeps antd's lighter grey (WCAG exempts inactive controls). */
  textPlaceholder: 'rgba(0, 0, 0, 0.56)',
  success: '#237804',
  warning: '#874d00',
  /** antd's red (#ff4d4f, 3.3:1) as the seed: danger buttons, field errors, error tags and texts (5.6:1). */
  error: '#cf1322',
  /** A link under the mouse: antd's lighter blue is 3.2:1, the primary button's hover blue 4.8:1. */
  linkHover: '#2976ba',
  /** Dates of the next and last month in a calendar, an empty table's 暂无数据: antd's disabled grey is 1.8:1. */
  inactiveText: 'rgba(0, 0, 0, 0.56)',
  /** The focus ring and an input's focus state: the brand blue, 6.7:1 on white. */
  focus: BRAND.primary,
} as const;

/**
 * The text shade of antd's preset tag colours where the default (shade 7) is under 4.5:1 on the tag's own pale
 * background (shade 1): the first darker shade of the same hue that reaches it.
 */
const TAG_TEXT = {
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
} as const;

/** An input's, a Select's or a date picker's focus: its brand-blue border doubled to a 2 px ring. */
const FOCUSED_FIELD = `0 0 0 1px ${A11Y.focus}`;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorInfo: BRAND.primary,
    colorLink: BRAND.primary,
    colorLinkHover: A11Y.linkHover,
    colorError: A11Y.error,
    colorTextTertiary: A11Y.textTertiary,
    colorTextPlaceholder: A11Y.textPlaceholder,
    colorSuccessText: A11Y.success,
    colorWarningText: A11Y.warning,
    // antd draws every focus-visible outline (buttons, links, tabs, menus, checkboxes) in colorPrimaryBorder, a
    // pale blue of 1.7:1: the brand blue, 2 px, instead.
    colorPrimaryBorder: A11Y.focus,
    lineWidthFocus: 2,
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
    Tag: { ...TAG_TEXT, colorSuccess: A11Y.success, colorWarning: A11Y.warning },
    Table: { colorTextDisabled: A11Y.inactiveText },
    Input: { activeShadow: FOCUSED_FIELD },
    InputNumber: { activeShadow: FOCUSED_FIELD },
    DatePicker: { activeShadow: FOCUSED_FIELD, colorTextDisabled: A11Y.inactiveText },
    // Select also draws TreeSelect and AutoComplete.
    Select: { activeOutlineColor: A11Y.focus, controlOutlineWidth: 1 },
  },
};

/** docs/product.md: message toasts 3000 ms, at most 7 stacked, 24 px from the top. */
export const MESSAGE_CONFIG = { duration: 3, maxCount: 7, top: 24 } as const;
