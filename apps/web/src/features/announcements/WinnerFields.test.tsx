import { WINNER_REASON_REQUIRED } from '@swp/core/results/labels';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { desktopScreenForEachTest } from '../../test/desktop-screen.ts';
import { SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { candidates } from '../../test/results.ts';
import { type AnnouncementFormValues, sourceFields } from './announcement-form.ts';
import { WinnerFields } from './WinnerFields.tsx';

/** The fields in a form of their own; 检查 validates as the editor does before any call and hands the values over. */
function Harness({ initial, onChecked }: { initial?: AnnouncementFormValues; onChecked: (v: unknown) => void }) {
  const [form] = Form.useForm<AnnouncementFormValues>();
  const check = () =>
    form.validateFields().then(
      () => onChecked(sourceFields(form.getFieldsValue(true), 'win')),
      () => onChecked(null),
    );
  return (
    <Form form={form} layout="vertical" initialValues={initial}>
      <WinnerFields candidates={candidates} />
      <Button onClick={check} data-testid="check">
        检查
      </Button>
    </Form>
  );
}

desktopScreenForEachTest();

async function choose(label: string) {
  const select = screen.getByTestId('announcement-winnerSupplierId');
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  fireEvent.click(await screen.findByText(label, { selector: '.ant-select-item-option-content' }, WAIT));
}

describe('中标公告 · 中标人', () => {
  it('proposes the rank-1 candidate with its figures and asks no reason', SLOW, async () => {
    const checked = vi.fn();
    renderWithProviders(<Harness onChecked={checked} />);
    await waitFor(() => expect(screen.getByTestId('announcement-amount').textContent).toBe('1,234,567.00元'), WAIT);
    expect(screen.getByTestId('announcement-amount-capitals').textContent).toBe('人民币壹佰贰拾叁万肆仟伍佰陆拾柒元整');
    expect(screen.getByTestId('announcement-winnerSupplierId').textContent).toContain(
      '第1名 江城水务设备有限公司 · 1,234,567.00元',
    );
    expect(screen.queryByTestId('announcement-winnerReason')).toBeNull();
    fireEvent.click(screen.getByTestId('check'));
    await waitFor(() => expect(checked).toHaveBeenCalled(), WAIT);
    expect(checked.mock.calls[0]?.[0]).toMatchObject({
      winnerSupplierId: 31,
      winnerReason: undefined,
      winner: '江城水务设备有限公司',
      amount: '1234567.00',
      offer: '1234567.00',
    });
  });

  it('requires the reason once another candidate is chosen, with the server’s words', SLOW, async () => {
    const checked = vi.fn();
    renderWithProviders(<Harness onChecked={checked} />);
    await screen.findByTestId('announcement-amount', {}, WAIT);
    await choose('第2名 华东泵业有限公司 · 1,250,000.50元');
    const reason = await screen.findByTestId('announcement-winnerReason', {}, WAIT);
    expect(screen.getByTestId('announcement-amount').textContent).toBe('1,250,000.50元');

    fireEvent.click(screen.getByTestId('check'));
    expect(await screen.findByText(WINNER_REASON_REQUIRED, {}, WAIT)).toBeTruthy();
    expect(checked).toHaveBeenLastCalledWith(null);

    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('check'));
    await waitFor(() => expect(checked).toHaveBeenCalledTimes(2), WAIT);
    expect(checked).toHaveBeenLastCalledWith(null);

    fireEvent.change(reason, { target: { value: '第一中标候选人放弃中标' } });
    fireEvent.click(screen.getByTestId('check'));
    await waitFor(() => expect(checked).toHaveBeenCalledTimes(3), WAIT);
    expect(checked.mock.calls[2]?.[0]).toMatchObject({
      winnerSupplierId: 32,
      winnerReason: '第一中标候选人放弃中标',
      winner: '华东泵业有限公司',
      amount: '1250000.50',
    });
  });

  it('drops the reason when the choice goes back to rank 1', SLOW, async () => {
    const checked = vi.fn();
    renderWithProviders(
      <Harness initial={{ winnerSupplierId: 33, winnerReason: '前两名均放弃' }} onChecked={checked} />,
    );
    expect(((await screen.findByTestId('announcement-winnerReason', {}, WAIT)) as HTMLTextAreaElement).value).toBe(
      '前两名均放弃',
    );
    await choose('第1名 江城水务设备有限公司 · 1,234,567.00元');
    await waitFor(() => expect(screen.queryByTestId('announcement-winnerReason')).toBeNull(), WAIT);
    fireEvent.click(screen.getByTestId('check'));
    await waitFor(() => expect(checked).toHaveBeenCalled(), WAIT);
    expect(checked.mock.calls[0]?.[0]).toMatchObject({ winnerSupplierId: 31, winnerReason: undefined });
  });
});
