import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { PAUSED_COLOR, STATE_COLORS } from './project-state-colors.ts';
import { theme } from './theme.ts';

/** WCAG 2.1 relative luminance of an opaque #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/** A colour as drawn on a background: rgba() blended over it, #rrggbb as it is. */
function onBackground(color: string, background: string): string {
  const rgba = color.match(/^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/);
  if (!rgba) return color;
  const alpha = Number(rgba[4]);
  const channel = (i: number) => {
    const base = Number.parseInt(background.slice(1 + 2 * i, 3 + 2 * i), 16);
    const value = Math.round(Number(rgba[i + 1]) * alpha + base * (1 - alpha));
    return value.toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

function contrast(color: string, background: string): number {
  const [a, b] = [luminance(onBackground(color, background)), luminance(background)].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

const token = antdTheme.getDesignToken(theme);
/** The backgrounds text sits on: cards, the page, table heads, the menu's selected row. */
const BACKGROUNDS = ['#ffffff', '#f3f6fa', '#fafafa', '#e8f2fc'];

describe('theme contrast (WCAG 2.1 AA, issue 30)', () => {
  it('keeps the brand blue', () => {
    expect(token.colorPrimary).toBe('#0b5cad');
  });

  it('draws meta text, descriptions and placeholders at 4.5:1 or more', () => {
    for (const background of BACKGROUNDS) {
      expect(contrast(token.colorTextTertiary, background), background).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token.colorTextDescription, background), background).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(token.colorTextPlaceholder, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const texts = [token.colorSuccessText, token.colorWarningText, token.colorErrorText, token.colorError];
    for (const text of [...texts, token.colorLink, token.colorLinkHover]) {
      expect(contrast(text, '#ffffff'), text).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('draws the focus ring at 3:1 or more against white and the page', () => {
    expect(token.lineWidthFocus).toBeGreaterThanOrEqual(2);
    for (const background of BACKGROUNDS) {
      expect(contrast(token.colorPrimaryBorder, background)).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every lifecycle and status tag text of 4.5:1 on its own pale background', () => {
    const tag = theme.components?.Tag as Record<string, string>;
    const status: Record<string, [string, string]> = {
      success: [tag.colorSuccess!, token.colorSuccessBg],
      warning: [tag.colorWarning!, token.colorWarningBg],
      error: [token.colorError, token.colorErrorBg],
      processing: [token.colorInfo, token.colorInfoBg],
    };
    const palette = token as unknown as Record<string, string>;
    // The lifecycle's, and every preset hue a page tags with (组长 gold, 未签名 orange …).
    const presets = ['red', 'volcano', 'orange', 'gold', 'yellow', 'lime', 'green', 'cyan', 'blue', 'purple'];
    for (const color of [...Object.values(STATE_COLORS), PAUSED_COLOR, ...presets]) {
      if (color === 'default') continue;
      const [text, background] = status[color] ?? [tag[`${color}7`] ?? palette[`${color}7`]!, palette[`${color}1`]!];
      expect(contrast(text, background), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
