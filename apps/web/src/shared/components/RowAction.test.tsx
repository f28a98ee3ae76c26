import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DeleteRowAction, RowAction } from './RowAction.tsx';

describe('a table row’s action', () => {
  it('runs at once without a confirmation', SLOW, () => {
    const onClick = vi.fn();
    renderWithProviders(
      <RowAction onClick={onClick} data-testid="edit">
        编辑
      </RowAction>,
    );
    fireEvent.click(screen.getByTestId('edit'));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('runs only once the confirmation is accepted', SLOW, async () => {
    const onDelete = vi.fn();
    renderWithProviders(<DeleteRowAction title="确定删除该模板？" onDelete={onDelete} data-testid="delete" />);
    fireEvent.click(screen.getByTestId('delete'));
    expect(await screen.findByText('删除后不可恢复。', {}, WAIT)).toBeTruthy();
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    expect(onDelete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('delete'));
    fireEvent.click(await screen.findByRole('button', { name: '删 除' }, WAIT));
    await waitFor(() => expect(onDelete).toHaveBeenCalledOnce(), WAIT);
  });

  it('a refused one stays in sight, disabled, with the server’s reason on hover', SLOW, async () => {
    const onDelete = vi.fn();
    renderWithProviders(
      <DeleteRowAction title="确定删除？" refused="已被项目使用，不能删除" onDelete={onDelete} data-testid="delete" />,
    );
    const button = screen.getByTestId('delete') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.hover(button);
    expect(await screen.findByText('已被项目使用，不能删除', {}, WAIT)).toBeTruthy();
    fireEvent.click(button);
    expect(screen.queryByText('删除后不可恢复。')).toBeNull();
    expect(onDelete).not.toHaveBeenCalled();
  });
});
