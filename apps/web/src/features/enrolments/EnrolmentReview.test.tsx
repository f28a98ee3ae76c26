import type { EnrolmentRow } from '@swp/core/enrol/responses';
import type { ProjectDetail } from '@swp/core/project/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { FailEnrolmentModal } from './EnrolmentReviewModals.tsx';
import { EnrolmentReviewTab } from './EnrolmentReviewTab.tsx';

let nextId = 1;
function enrolment(over: Partial<EnrolmentRow>): EnrolmentRow {
  const id = nextId++;
  return {
    id,
    supplierId: 100 + id,
    companyName: `供应商${id}`,
    status: 'pending',
    sectionId: null,
    sectionName: null,
    creditCode: `91330100MA2B3C4D${String(id).padStart(2, '0')}`,
    legalPerson: '李明',
    contactName: '张丽',
    mobile: '13900001111',
    enrolledAt: '2026-03-05T02:00:00.000Z',
    reviewedAt: null,
    reviewedByName: null,
    licences: [],
    qualifications: [],
    ...over,
  };
}

let fetchMock: ReturnType<typeof vi.fn>;
const posted = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/enroll/audit')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

function serve(rows: EnrolmentRow[], auditAnswer: unknown = { code: 0, msg: '审查结果已保存，已短信通知供应商' }) {
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/enroll/list') return json({ code: 0, msg: '', data: { list: rows, total: rows.length } });
    if (url === '/api/enroll/audit') return json(auditAnswer);
    return json({ code: 1, msg: `unexpected ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
}
beforeEach(() => serve([]));
afterEach(() => vi.unstubAllGlobals());

/** The 不通过 dialog for one enrolment; answers its onClose. */
function renderFailModal() {
  const onClose = vi.fn();
  renderWithProviders(
    <FailEnrolmentModal
      projectId={5}
      enrolment={{ id: 7, companyName: '江城水务', sectionName: null }}
      onClose={onClose}
    />,
  );
  return onClose;
}

describe('不通过', () => {
  it('needs a reason (blank is refused with core’s words, nothing sent), then sends pass: false', SLOW, async () => {
    const onClose = renderFailModal();
    const reason = (await screen.findByTestId('reason-input', {}, WAIT)) as HTMLTextAreaElement;
    expect(reason.maxLength).toBe(500);
    fireEvent.click(screen.getByTestId('reason-ok'));
    expect(await screen.findByText('请填写不通过的原因', {}, WAIT)).toBeTruthy();
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('reason-ok'));
    expect(await screen.findByText('请填写不通过的原因', {}, WAIT)).toBeTruthy();
    expect(posted()).toEqual([]);

    fireEvent.change(reason, { target: { value: '未提供有效的安全生产许可证' } });
    fireEvent.click(screen.getByTestId('reason-ok'));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    expect(posted()).toEqual([{ id: 7, pass: false, reason: '未提供有效的安全生产许可证' }]);
  });

  it('stays open with the server’s refusal', SLOW, async () => {
    serve([], { code: 1, msg: '投标截止后不能审查报名' });
    const onClose = renderFailModal();
    fireEvent.change(await screen.findByTestId('reason-input', {}, WAIT), { target: { value: '资料不全' } });
    fireEvent.click(screen.getByTestId('reason-ok'));
    expect(await screen.findByText('投标截止后不能审查报名', {}, WAIT)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

const project = { id: 5, sections: [], status: 'enrolling', actions: [] } as unknown as ProjectDetail;
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('报名审查 tab', () => {
  it('offers 通过 / 不通过 only on 待审查 rows, and 通过 is confirmed then sent', SLOW, async () => {
    const rows = [
      enrolment({ companyName: '江城水务设备有限公司' }),
      enrolment({ companyName: '华东阀门有限公司', status: 'failed', reason: '资质过期', reviewedByName: '王强' }),
    ];
    serve(rows);
    renderWithProviders(<EnrolmentReviewTab project={project} />);
    await screen.findByText('江城水务设备有限公司', {}, WAIT);
    expect(within(rowOf('华东阀门有限公司')).queryByTestId('enrolment-pass')).toBeNull();
    expect(within(rowOf('华东阀门有限公司')).getByText('资质过期')).toBeTruthy();

    fireEvent.click(within(rowOf('江城水务设备有限公司')).getByTestId('enrolment-pass'));
    await waitFor(() => expect(document.querySelector('.ant-popconfirm')).not.toBeNull(), WAIT);
    const popconfirm = document.querySelector('.ant-popconfirm') as HTMLElement;
    // antd spaces a two-character label (通 过): the OK button is the popconfirm's last.
    fireEvent.click(within(popconfirm).getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() => expect(posted()).toEqual([{ id: rows[0]?.id, pass: true }]), WAIT);
  });

  it('filters by result and by company name or credit code', SLOW, async () => {
    serve([
      enrolment({ companyName: '江城水务设备有限公司' }),
      enrolment({ companyName: '华东阀门有限公司', status: 'passed' }),
    ]);
    renderWithProviders(<EnrolmentReviewTab project={project} />);
    await screen.findByText('江城水务设备有限公司', {}, WAIT);
    fireEvent.click(screen.getByText('审查通过 1'));
    await waitFor(() => expect(screen.queryByText('江城水务设备有限公司')).toBeNull(), WAIT);
    expect(screen.getByText('华东阀门有限公司')).toBeTruthy();
  });
});
