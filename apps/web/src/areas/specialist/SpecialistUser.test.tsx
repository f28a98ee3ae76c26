import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSpecialistSession } from '../../app/session/index.ts';
import { ProfileCard } from '../../features/specialist-profile/ProfileCard.tsx';
import { specialistProfile } from '../../features/specialist-profile/testing.ts';
import { json, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { SpecialistUser } from './SpecialistUser.tsx';

/** Staff renamed the group after the expert signed in: the sign-in's copy is out of date. */
const signedInAs = { specialistName: '王建国', mobile: '13900001234', deptName: '旧专业组' };
const profile = specialistProfile();

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/specialist/myInfo' ? json({ code: 0, msg: '', data: profile }) : json({ code: 1, msg: url }),
    ),
  );
  act(() => useSpecialistSession.getState().signIn('tok-s', signedInAs));
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useSpecialistSession.getState().clear());
});

describe('the specialist header’s user popover', () => {
  it('agrees with 我的信息: the same fields, the same words, the same values', { timeout: 30_000 }, async () => {
    renderWithProviders(
      <>
        <SpecialistUser />
        <ProfileCard />
      </>,
    );
    const page = await screen.findByTestId('my-profile', {}, WAIT);
    fireEvent.click(screen.getByTestId('user-trigger'));
    const popover = await screen.findByTestId('user-popover', {}, WAIT);
    await waitFor(() => expect(within(popover).getByTestId('user-dept').textContent).toBe('给排水组'), WAIT);

    const onPage = (label: string) =>
      within(page).getByText(label, { selector: 'th, th *' }).closest('th')!.nextElementSibling!.textContent;
    const rows = [...popover.querySelectorAll('dl > div')].map((r) => [
      r.querySelector('dt')!.textContent!,
      r.querySelector('dd')!.textContent!,
    ]);
    expect(rows.map(([label]) => label)).toEqual(['姓名', '手机号', '部门/专业组']);
    for (const [label, value] of rows) expect(value, label).toBe(onPage(label!));
    expect(screen.getByTestId('user-mobile').textContent).toBe('139****1234');
  });
});
