import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useVenderSession } from '../../app/session/index.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { VenderLayout } from './VenderLayout.tsx';

afterEach(() => act(() => useVenderSession.getState().clear()));

/** Every element a keyboard user lands on, Tab after Tab, from the top of the page until focus comes round. */
async function tabStops(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement[]> {
  const stops: HTMLElement[] = [];
  for (let i = 0; i < 60; i++) {
    await user.tab();
    const el = document.activeElement as HTMLElement;
    if (el === document.body || stops.includes(el)) break;
    stops.push(el);
  }
  return stops;
}

describe('vender header, signed out (keyboard)', () => {
  it('opens with the skip link, and 注册 is one Tab stop: a link to the register page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VenderLayout />, { at: '/vender/layout/bulletin' });
    const stops = await tabStops(user);

    expect(stops[0]?.textContent).toBe('跳到主要内容');
    // antd spaces a two-character label: 注 册.
    const register = stops.filter((el) => /注\s*册/.test(el.textContent ?? ''));
    expect(register).toHaveLength(1);
    expect(register[0]?.tagName).toBe('A');
    expect(register[0]?.getAttribute('href')).toBe('/vender/layout/register');
    expect(register[0]?.querySelector('button')).toBeNull();
    expect(screen.getByTestId('header-register')).toBe(register[0]);
  });
});
