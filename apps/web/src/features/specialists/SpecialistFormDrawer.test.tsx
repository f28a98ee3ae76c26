import { idNumberCheckChar } from '@swp/core/specialist/id-number';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { SpecialistFormDrawer } from './SpecialistFormDrawer.tsx';

const first17 = '33010219800229002';
const femaleId = first17 + idNumberCheckChar(first17);

describe('the expert form', () => {
  it('fills gender and birth date from a valid ID number, and refuses a wrong check digit', SLOW, async () => {
    renderWithProviders(<SpecialistFormDrawer open editing={null} onClose={() => undefined} />);
    const id = await screen.findByTestId('form-id-number', {}, WAIT);
    const wrong = `${first17}${idNumberCheckChar(first17) === '1' ? '2' : '1'}`;
    fireEvent.change(id, { target: { value: wrong } });
    expect(await screen.findByText(/校验位/, {}, WAIT)).toBeTruthy();

    fireEvent.change(id, { target: { value: femaleId } });
    await waitFor(
      () => expect((screen.getByPlaceholderText('请选择出生日期') as HTMLInputElement).value).toBe('1980-02-29'),
      WAIT,
    );
    const female = screen.getByLabelText('女') as HTMLInputElement;
    expect(female.checked).toBe(true);

    fireEvent.click(screen.getByTestId('specialist-form-submit'));
    expect(await screen.findByText('请输入专家姓名', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('请输入手机号', {}, WAIT)).toBeTruthy();
  });
});
