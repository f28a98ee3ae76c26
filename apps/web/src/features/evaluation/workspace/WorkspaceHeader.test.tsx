import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { workspace } from '../../../test/evaluation-workspace.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { WorkspaceHeader } from './WorkspaceHeader.tsx';

describe('评标 workspace header', () => {
  it('names the 开标地点 beside the 开标时间', () => {
    renderWithProviders(<WorkspaceHeader workspace={workspace()} />);
    expect(screen.getByTestId('eval-header').textContent).toContain('开标地点集团本部三楼开标室');
  });

  it('shows a dash when the project has none', () => {
    const data = workspace();
    renderWithProviders(<WorkspaceHeader workspace={{ ...data, project: { ...data.project, openAddress: '' } }} />);
    expect(screen.getByTestId('eval-header').textContent).toContain('开标地点—');
  });
});
