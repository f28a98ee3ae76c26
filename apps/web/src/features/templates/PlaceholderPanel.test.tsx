import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** The button with this label (role queries are slow on a panel of 30 antd buttons). */
const button = (label: string) => screen.getByText(label).closest('button') as HTMLButtonElement;

import { PlaceholderPanel } from './PlaceholderPanel.tsx';

describe('PlaceholderPanel', () => {
  it("offers the type's sources only, and inserts the token of the button pressed", () => {
    const onInsert = vi.fn();
    const { rerender } = render(<PlaceholderPanel type="tender" onInsert={onInsert} />);
    expect(screen.getByTestId('placeholder-group-project')).toBeTruthy();
    expect(screen.getByTestId('placeholder-group-announcement')).toBeTruthy();
    expect(screen.queryByTestId('placeholder-group-win')).toBeNull();
    fireEvent.click(button('开标时间'));
    expect(onInsert).toHaveBeenLastCalledWith('{{openTime}}');

    rerender(<PlaceholderPanel type="win" onInsert={onInsert} />);
    fireEvent.click(button('中标工期'));
    expect(onInsert).toHaveBeenLastCalledWith('{{win.cycle}}');
    fireEvent.click(button('计划工期'));
    expect(onInsert).toHaveBeenLastCalledWith('{{project.cycle}}');
  });
});
