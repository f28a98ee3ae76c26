import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { defaultValues, ExtractionForm } from './ExtractionForm.tsx';

const renderForm = (onSubmit = vi.fn(async (_payload: Record<string, unknown>) => undefined)) => {
  renderWithProviders(
    <ExtractionForm
      target={{ kind: 'project', projectId: 7 }}
      initialValues={defaultValues(3, [{ name: '工程管理部', reason: '需求部门' }])}
      sizeHint="询价采购项目不少于3人"
      busy={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
};

describe('the draw request form', () => {
  it('prefills the requesting department as an avoided unit, with the defaults', SLOW, () => {
    renderForm();
    expect((screen.getByDisplayValue('工程管理部') as HTMLInputElement).value).toBe('工程管理部');
    expect((screen.getByTestId('committee-size') as HTMLInputElement).value).toBe('3');
    expect(screen.getByDisplayValue('70')).toBeTruthy();
  });

  it('puts the committee rules of the shared schema on their fields and asks nothing', SLOW, async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByTestId('committee-size'), { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('draw-submit'));
    expect(await screen.findByText('评审专家人数须为单数', {}, WAIT)).toBeTruthy();
    fireEvent.change(screen.getByTestId('committee-size'), { target: { value: '9' } });
    fireEvent.click(screen.getByTestId('draw-submit'));
    expect(await screen.findByText(/技术、经济类专家合计不得少于/, {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('确认抽取专家？')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('confirms before drawing and sends the request the server parses', SLOW, async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByTestId('draw-submit'));
    expect((await screen.findAllByText('确认抽取专家？', {}, WAIT)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '确认抽取' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), WAIT);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      projectId: 7,
      committeeSize: 3,
      technicalCount: 2,
      economicCount: 1,
      maxAge: 70,
      includeSpecialties: [],
      avoidUnits: [{ name: '工程管理部', reason: '需求部门' }],
      avoidExperts: [],
    });
  });
});
