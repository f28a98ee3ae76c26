import type { MyResult, Objection } from '@swp/core/results/responses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubWideScreen } from '../../test/desktop-screen.ts';
import { json, SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MyResultSection } from './MyResultSection.tsx';

// The browser's download (an object URL clicked) is not what is tested: the blob and its file name are.
const saved = vi.hoisted(() => vi.fn());
vi.mock('../../shared/download.ts', () => ({ saveBlob: saved }));

const publicity = {
  gsTime: '2026-03-12T01:00:00.000Z',
  gsEndTime: '2026-03-15T09:00:00.000Z',
  phase: 'running' as const,
};
const candidates: MyResult['candidates'] = [
  { rank: 1, supplierId: 11, companyName: '江城水务设备有限公司', offer: '950000.00', total: '92.50' },
  { rank: 2, supplierId: 12, companyName: '浙江泵业有限公司', offer: '980000.00', total: '88.00' },
];
const result = (over: Partial<MyResult> = {}): MyResult => ({
  projectId: 5,
  projectState: 'publicity',
  isBidder: true,
  publicity,
  candidates,
  canObject: true,
  outcome: null,
  award: null,
  letter: null,
  ...over,
});
const objection = (over: Partial<Objection> = {}): Objection => ({
  id: 1,
  projectId: 5,
  supplierId: 12,
  companyName: '浙江泵业有限公司',
  content: '第一名的业绩证明与公告要求不符',
  attachments: [{ id: 'a0c4b8d2-0b6e-4b52-9d7a-1f4e6c2b9a01', name: '业绩说明.pdf', size: 2048 }],
  status: 'answered',
  answer: '经核查，业绩证明符合要求',
  answeredByName: '李明',
  answeredAt: '2026-03-14T02:00:00.000Z',
  createdAt: '2026-03-13T02:00:00.000Z',
  ...over,
});

let fetchMock: ReturnType<typeof vi.fn>;
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

function serve(answers: { result: MyResult | null; objections?: Objection[]; file?: unknown; upload?: unknown }) {
  fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/result/mine'))
      return answers.result ? json({ code: 0, msg: '', data: answers.result }) : json({ code: 1, msg: '不是投标人' });
    if (url.startsWith('/api/objection/mine?')) {
      const list = answers.objections ?? [];
      return json({ code: 0, msg: '', data: { list, total: list.length } });
    }
    if (url === '/api/objection/file') return json(answers.file ?? { code: 0, msg: '异议已提交', data: { id: 9 } });
    if (url === '/api/objection/upload')
      return json(
        answers.upload ?? {
          code: 0,
          msg: '',
          data: { id: 'b1d2c3e4-0000-4000-8000-000000000001', name: '证明.pdf', size: 1024 },
        },
      );
    if (url.startsWith('/api/result/letter'))
      return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    return json({ code: 1, msg: `unexpected ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
}

const renderSection = (wide = false, enabled = true) =>
  renderWithProviders(
    <MyResultSection projectId={5} projectName="江城水厂二期设备采购" enabled={enabled} wide={wide} />,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  saved.mockClear();
});

/** The confirm's 提交 (antd spaces two-character labels: 提 交); the last one is the dialog just opened. */
const confirmSubmit = async () => {
  await screen.findAllByText('提交异议？', {}, WAIT);
  const buttons = screen.getAllByRole('button', { name: /^提\s?交$/ });
  fireEvent.click(buttons[buttons.length - 1]!);
};

describe('我的项目 — 结果 and 异议', () => {
  it('shows nothing before the 结果公示, and asks nothing before the opening', SLOW, async () => {
    serve({ result: result({ projectState: 'evaluated', publicity: null, candidates: [], canObject: false }) });
    const view = renderSection(false, false);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls('/api/result/mine')).toHaveLength(0);
    view.unmount();

    renderSection();
    await waitFor(() => expect(calls('/api/result/mine')).toHaveLength(1), WAIT);
    expect(String(calls('/api/result/mine')[0]![0])).toBe('/api/result/mine?projectId=5');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('my-result')).toBeNull();
    expect(screen.queryByTestId('my-objections')).toBeNull();
    expect(calls('/api/objection/mine')).toHaveLength(0);
  });

  it('during the publicity: the window, the candidates as a list on a phone, and 提出异议', SLOW, async () => {
    serve({ result: result(), objections: [objection()] });
    renderSection();
    const card = await screen.findByTestId('my-result', {}, WAIT);
    expect(card.textContent).toContain('公示期2026-03-12 09:00 至 2026-03-15 17:00');
    expect(card.textContent).toContain('结果公示中');
    const list = within(card).getByTestId('my-result-candidates');
    expect(list.tagName).not.toBe('TABLE');
    expect(list.textContent).toContain('第1名　江城水务设备有限公司');
    expect(list.textContent).toContain('报价 ¥950,000.00　得分 92.50');
    // No outcome, no letter before the 中标公告.
    expect(screen.queryByTestId('my-outcome')).toBeNull();
    expect(screen.queryByTestId('my-letter-download')).toBeNull();

    const objections = await screen.findByTestId('my-objections');
    expect(within(objections).getByTestId('objection-new')).toBeTruthy();
    const item = await within(objections).findByTestId('my-objection', {}, WAIT);
    expect(item.textContent).toContain('已答复');
    expect(item.textContent).toContain('第一名的业绩证明与公告要求不符');
    expect(item.textContent).toContain('业绩说明.pdf（2.0 KB）');
    expect(within(item).getByTestId('my-objection-answer').textContent).toBe('经核查，业绩证明符合要求');
    expect(item.textContent).toContain('李明 · 2026-03-14 10:00 答复');
    expect(String(calls('/api/objection/mine')[0]![0])).toBe('/api/objection/mine?projectId=5');
  });

  it('on a wide screen the candidates are a bordered table with the scores', SLOW, async () => {
    stubWideScreen();
    serve({ result: result() });
    renderSection(true);
    const table = await screen.findByTestId('my-result-candidates', {}, WAIT);
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '排名中标候选人投标报价综合得分',
      '第1名江城水务设备有限公司¥950,000.0092.50',
      '第2名浙江泵业有限公司¥980,000.0088.00',
    ]);
  });

  it('after the award: the outcome, the amount and the letter to download', SLOW, async () => {
    serve({
      result: result({
        projectState: 'awarded',
        canObject: false,
        outcome: 'won',
        award: {
          supplierId: 11,
          companyName: '江城水务设备有限公司',
          amount: '950000.00',
          awardedAt: '2026-03-16T02:00:00.000Z',
        },
        letter: { kind: 'award', letterNo: 'ZBTZ-2026-0005-01', issuedAt: '2026-03-16T02:00:00.000Z' },
      }),
    });
    renderSection();
    const card = await screen.findByTestId('my-result', {}, WAIT);
    expect(within(card).getByTestId('my-outcome').textContent).toBe('中标');
    expect(card.textContent).toContain('中标金额¥950,000.00（人民币玖拾伍万元整）');
    expect(card.textContent).not.toContain('结果公示中');
    expect(card.textContent).toContain('编号 ZBTZ-2026-0005-01');
    const download = within(card).getByTestId('my-letter-download');
    expect(download.textContent).toContain('下载中标通知书');
    fireEvent.click(download);
    await waitFor(() => expect(calls('/api/result/letter')).toHaveLength(1), WAIT);
    expect(String(calls('/api/result/letter')[0]![0])).toBe('/api/result/letter?projectId=5');
    await waitFor(
      () => expect(saved).toHaveBeenCalledWith(expect.anything(), '中标通知书_ZBTZ-2026-0005-01.pdf'),
      WAIT,
    );
    // The publicity is over: no new objection.
    const objections = await screen.findByTestId('my-objections');
    expect(within(objections).queryByTestId('objection-new')).toBeNull();
  });

  it('a company that lost reads 未中标 and its 结果通知书', SLOW, async () => {
    serve({
      result: result({
        projectState: 'awarded',
        canObject: false,
        outcome: 'lost',
        award: {
          supplierId: 11,
          companyName: '江城水务设备有限公司',
          amount: '950000.00',
          awardedAt: publicity.gsEndTime,
        },
        letter: { kind: 'result', letterNo: 'JGTZ-2026-0005-02', issuedAt: publicity.gsEndTime },
      }),
    });
    renderSection();
    expect((await screen.findByTestId('my-outcome', {}, WAIT)).textContent).toBe('未中标');
    expect(screen.getByTestId('my-letter-download').textContent).toContain('下载结果通知书');
  });

  it('a company that did not bid sees the publicity but no 异议 card', SLOW, async () => {
    serve({ result: result({ isBidder: false, canObject: false, candidates: [] }) });
    renderSection();
    expect(await screen.findByTestId('my-result', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('my-objections')).toBeNull();
    expect(calls('/api/objection/mine')).toHaveLength(0);
  });
});

describe('提出异议', () => {
  const openModal = async () => {
    fireEvent.click(await screen.findByTestId('objection-new', {}, WAIT));
    return screen.findByTestId('objection-content', {}, WAIT);
  };

  it('needs the content and keeps it within 2000 characters; nothing is sent then', SLOW, async () => {
    serve({ result: result() });
    renderSection();
    const content = await openModal();
    fireEvent.click(screen.getByTestId('objection-submit'));
    expect(await screen.findByText('请填写异议内容', {}, WAIT)).toBeTruthy();
    fireEvent.change(content, { target: { value: '   ' } });
    expect(await screen.findByText('请填写异议内容', {}, WAIT)).toBeTruthy();
    fireEvent.change(content, { target: { value: '异'.repeat(2001) } });
    fireEvent.click(screen.getByTestId('objection-submit'));
    expect(await screen.findByText('异议内容不能超过2000个字', {}, WAIT)).toBeTruthy();
    expect(screen.queryAllByText('提交异议？')).toHaveLength(0);
    expect(calls('/api/objection/file')).toHaveLength(0);
  });

  it('uploads an attachment, confirms, and files the content with the attachment ids', SLOW, async () => {
    serve({ result: result() });
    renderSection();
    const content = await openModal();
    fireEvent.change(content, { target: { value: '  第一名报价低于成本，请核查  ' } });
    const input = screen.getByTestId('objection-files').querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], '证明.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(calls('/api/objection/upload')).toHaveLength(1), WAIT);
    const sent = calls('/api/objection/upload')[0]![1].body as FormData;
    expect((sent.get('file') as File).name).toBe('证明.pdf');
    expect(await screen.findByText('证明.pdf（1.0 KB）', {}, WAIT)).toBeTruthy();

    fireEvent.click(screen.getByTestId('objection-submit'));
    // antd names the confirm by its title, so the title is found twice.
    expect((await screen.findAllByText('提交异议？', {}, WAIT)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('异议提交后不能撤回或修改，请确认内容和附件无误。').length).toBeGreaterThan(0);
    // 再看看 sends nothing.
    fireEvent.click(screen.getByRole('button', { name: '再看看' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(calls('/api/objection/file')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('objection-submit'));
    await confirmSubmit();
    await waitFor(() => expect(calls('/api/objection/file')).toHaveLength(1), WAIT);
    expect(JSON.parse(String(calls('/api/objection/file')[0]![1].body))).toEqual({
      projectId: 5,
      content: '  第一名报价低于成本，请核查  ',
      attachmentIds: ['b1d2c3e4-0000-4000-8000-000000000001'],
    });
    // The list and canObject are asked again; the modal closes.
    await waitFor(() => expect(calls('/api/objection/mine').length).toBeGreaterThanOrEqual(2), WAIT);
    await waitFor(() => expect(screen.queryByTestId('objection-content')).toBeNull(), WAIT);
  });

  it('keeps the modal and the text when the server refuses', SLOW, async () => {
    serve({ result: result(), file: { code: 1001, msg: '公示期已结束，不能提出异议' } });
    renderSection();
    const content = await openModal();
    fireEvent.change(content, { target: { value: '评分有误' } });
    fireEvent.click(screen.getByTestId('objection-submit'));
    await confirmSubmit();
    await waitFor(() => expect(calls('/api/objection/file')).toHaveLength(1), WAIT);
    expect(await screen.findByText('公示期已结束，不能提出异议', {}, WAIT)).toBeTruthy();
    expect((screen.getByTestId('objection-content') as HTMLTextAreaElement).value).toBe('评分有误');
  });
});
