import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { AreaShell } from '../layout/AreaShell.tsx';

describe('skip link (WCAG 2.4.1)', () => {
  it('is the first Tab stop of the manage/specialist shell and moves focus past the header into the page', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AreaShell
        brand={<a href="/manage">管理端</a>}
        actions={<button type="button">系统管理员</button>}
        menu={<a href="/manage/layout/project">项目管理</a>}
        breadcrumb={<nav aria-label="面包屑">项目管理</nav>}
      >
        <button type="button">新建项目</button>
      </AreaShell>,
    );

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '跳到主要内容' }));

    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(document.activeElement).toBe(main);
    expect(main.id).toBe('main-content');

    // The next Tab continues inside the page, not in the header or the menu.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '新建项目' }));
  });
});
