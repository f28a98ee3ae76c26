import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { type DrawRecord, pollWhilePending } from './api.ts';
import { drawOutcomeText } from './DrawRecords.tsx';
import { InvitationsTable } from './InvitationsTable.tsx';
import { invitation } from './testing.ts';

describe('the committee list', () => {
  it('polls every 3 seconds while a member is 待确认, and stops once nobody is', () => {
    expect(pollWhilePending({ invitations: [invitation(), invitation({ status: 'confirmed' })] })).toBe(3000);
    expect(
      pollWhilePending({ invitations: [invitation({ status: 'confirmed' }), invitation({ status: 'held' })] }),
    ).toBe(false);
    expect(pollWhilePending(undefined)).toBe(false);
  });

  it('offers 补抽 and 标记不能参加 exactly where the server allows them', { timeout: 30_000 }, () => {
    const declined = invitation({ status: 'declined', statusLabel: '已拒绝', remark: '出差', canReplace: true });
    const confirmed = invitation({ status: 'confirmed', statusLabel: '已确认', canCancel: true });
    const pending = invitation();
    const replacement = invitation({ replacesId: declined.id });
    renderWithProviders(<InvitationsTable kind="project" invitations={[declined, confirmed, pending, replacement]} />);
    const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    expect(within(row(declined.specialistName)).getByText(/^补\s*抽$/, { selector: 'button span' })).toBeTruthy();
    expect(within(row(declined.specialistName)).queryByText('标记不能参加')).toBeNull();
    expect(within(row(confirmed.specialistName)).getByText('标记不能参加')).toBeTruthy();
    expect(row(pending.specialistName).querySelectorAll('button')).toHaveLength(0);
    expect(within(row(replacement.specialistName)).getByText('补抽')).toBeTruthy();
    expect(within(row(declined.specialistName)).getByTestId('invitation-status').textContent).toBe('已拒绝');
  });

  it('shows a declined or cancelled expert’s reason in the table itself', { timeout: 30_000 }, () => {
    const declined = invitation({ status: 'declined', statusLabel: '已拒绝', remark: '当天在外地出差' });
    const cancelled = invitation({ status: 'cannotAttend', statusLabel: '不能参加', remark: '突发疾病' });
    const confirmed = invitation({ status: 'confirmed', statusLabel: '已确认' });
    renderWithProviders(<InvitationsTable kind="project" invitations={[declined, cancelled, confirmed]} />);
    const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    expect(within(row(declined.specialistName)).getByTestId('invitation-remark').textContent).toBe(
      '原因：当天在外地出差',
    );
    expect(within(row(cancelled.specialistName)).getByTestId('invitation-remark').textContent).toBe('原因：突发疾病');
    expect(within(row(confirmed.specialistName)).queryByTestId('invitation-remark')).toBeNull();
  });

  it('names who each 抽取记录 drew', () => {
    const names = new Map([
      [1, '甲'],
      [2, '乙'],
      [3, '丙'],
    ]);
    const base = { id: 1, drawnBy: 1, drawnByName: '管理员', drawnAt: '', eligibleCount: 9, filters: {} };
    const initial: DrawRecord = {
      ...base,
      kind: 'initial',
      result: { members: [{ id: 1 }, { id: 2 }], backups: [{ id: 3 }] },
    };
    expect(drawOutcomeText(initial, names)).toBe('评委 2 人：甲、乙；备选 1 人：丙');
    const fromBackup: DrawRecord = { ...base, kind: 'replacement', result: { specialistId: 3, source: 'backup' } };
    expect(drawOutcomeText(fromBackup, names)).toBe('备选专家递补：丙');
    const fromPool: DrawRecord = { ...base, kind: 'replacement', result: { specialistId: 7, source: 'pool' } };
    expect(drawOutcomeText(fromPool, names)).toBe('从专家库补抽：专家7');
  });
});
