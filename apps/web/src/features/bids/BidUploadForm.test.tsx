import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { BidUploadForm } from './BidUploadForm.tsx';
import { BID_FILE_MAX_MB, bidFileProblem } from './files.ts';
import { bidUploadBody } from './upload.ts';

const MB = 1024 * 1024;

describe('the bid file, checked before it is sent', () => {
  it('takes the office, archive and image types up to the limit', () => {
    for (const name of ['投标文件.pdf', '商务标.DOCX', '报价.xlsx', '全套.zip', '全套.rar', '全套.7z', '图纸.png']) {
      expect(bidFileProblem({ name, size: 5 * MB })).toBeNull();
    }
    expect(bidFileProblem({ name: 'a.pdf', size: BID_FILE_MAX_MB * MB })).toBeNull();
  });

  it('refuses a program, a file without extension, an empty file and one over the limit', () => {
    expect(bidFileProblem({ name: 'setup.exe', size: 10 })).toContain('格式不支持');
    expect(bidFileProblem({ name: '投标文件', size: 10 })).toContain('格式不支持');
    expect(bidFileProblem({ name: 'a.pdf', size: 0 })).toContain('空文件');
    expect(bidFileProblem({ name: 'a.pdf', size: BID_FILE_MAX_MB * MB + 1 })).toContain(`超过 ${BID_FILE_MAX_MB} MB`);
  });

  it('goes after the text fields in the multipart body (the server streams the file, so it must come last)', () => {
    const file = new File(['%PDF-1.7'], '投标文件.pdf', { type: 'application/pdf' });
    const body = bidUploadBody({ projectId: 5, sectionId: 12, offer: '1280000.50', file });
    expect([...body.keys()]).toEqual(['projectId', 'sectionId', 'offer', 'file']);
    expect(body.get('offer')).toBe('1280000.50');
    expect([...bidUploadBody({ projectId: 5, offer: '1.00', file }).keys()]).toEqual(['projectId', 'offer', 'file']);
  });
});

/** A stand-in for the browser's XMLHttpRequest: records what is sent and answers the receipt. */
class FakeXhr {
  static sent: Array<{ url: string; headers: Record<string, string>; body: FormData }> = [];
  static answer: unknown = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    FakeXhr.sent.push({ url: this.url, headers: this.headers, body });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
    setTimeout(() => {
      this.status = 200;
      this.responseText = JSON.stringify(FakeXhr.answer);
      this.onload?.();
    }, 0);
  }
}

const receipt = {
  bidId: '3c1f0a9e5b7d2468ace13579',
  fileName: '投标文件.pdf',
  size: 8,
  sha256: 'a'.repeat(64),
  receivedAt: '2026-03-12T02:00:00.000Z',
  sectionId: null,
};

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.answer = { code: 0, msg: '操作成功', data: receipt };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"code":0,"msg":""}', { headers: { 'content-type': 'application/json' } })),
  );
  localStorage.setItem('vender_token', 'vender-token');
});
afterEach(() => vi.unstubAllGlobals());

const chooseFile = (file: File) => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};
const typeOffer = (value: string) => fireEvent.change(screen.getByTestId('bid-offer'), { target: { value } });
/** The confirmation dialog, once open (the bid is sent only from it). */
const confirmDialog = async () => (await screen.findByRole('dialog', {}, WAIT)) as HTMLElement;

describe('the upload form', () => {
  it('asks for the price and the file with core’s words before sending anything', SLOW, async () => {
    renderWithProviders(<BidUploadForm projectId={5} sectionId={null} replacing={false} closeFileupTime={null} />);
    fireEvent.click(await screen.findByTestId('bid-submit', {}, WAIT));
    expect(await screen.findByText('请输入投标报价', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('请选择投标文件')).toBeTruthy();

    typeOffer('0');
    chooseFile(new File(['MZ'], 'setup.exe'));
    fireEvent.click(screen.getByTestId('bid-submit'));
    expect(await screen.findByText('投标报价须大于0', {}, WAIT)).toBeTruthy();
    expect(
      await screen.findByText('“setup.exe”格式不支持，请上传 PDF、Word、Excel、压缩包或图片文件', {}, WAIT),
    ).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('sends the price as an exact decimal with the token and answers the receipt', SLOW, async () => {
    const onUploaded = vi.fn();
    renderWithProviders(
      <BidUploadForm projectId={5} sectionId={12} replacing={false} closeFileupTime={null} onUploaded={onUploaded} />,
    );
    typeOffer('1280000.5');
    chooseFile(new File(['%PDF-1.7'], '投标文件.pdf', { type: 'application/pdf' }));
    fireEvent.click(await screen.findByTestId('bid-submit', {}, WAIT));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: '确认上传' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(receipt), WAIT);
    const [sent] = FakeXhr.sent;
    expect(sent?.url).toBe('/api/bid/upload');
    expect(sent?.headers.token).toBe('vender-token');
    expect(sent?.body.get('offer')).toBe('1280000.50');
    expect(sent?.body.get('sectionId')).toBe('12');
    expect((sent?.body.get('file') as File | undefined)?.name).toBe('投标文件.pdf');
  });

  it('a re-upload is confirmed first (it replaces the earlier file and price)', SLOW, async () => {
    renderWithProviders(<BidUploadForm projectId={5} sectionId={null} replacing closeFileupTime={null} />);
    typeOffer('990000');
    chooseFile(new File(['%PDF-1.7'], '投标文件v2.pdf', { type: 'application/pdf' }));
    fireEvent.click(await screen.findByTestId('bid-submit', {}, WAIT));
    const dialog = await confirmDialog();
    expect(within(dialog).getByText(/重新上传将替换之前递交的投标文件和报价/)).toBeTruthy();
    expect(within(dialog).getByTestId('bid-confirm-capitals').textContent).toBe('人民币玖拾玖万元整');
    expect(FakeXhr.sent).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认重新上传' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1), WAIT);
  });

  it('shows the server’s refusal and keeps the form', SLOW, async () => {
    FakeXhr.answer = { code: 1, msg: '投标文件递交已截止，不能上传' };
    const onUploaded = vi.fn();
    renderWithProviders(
      <BidUploadForm projectId={5} sectionId={null} replacing={false} closeFileupTime={null} onUploaded={onUploaded} />,
    );
    typeOffer('1000');
    chooseFile(new File(['%PDF-1.7'], '投标文件.pdf', { type: 'application/pdf' }));
    fireEvent.click(await screen.findByTestId('bid-submit', {}, WAIT));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: '确认上传' }));
    expect(await screen.findByText('投标文件递交已截止，不能上传', {}, WAIT)).toBeTruthy();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByText('投标文件.pdf')).toBeTruthy();
  });

  it(
    'shows the price in capitals as it is typed, in a polite live region, and nothing for a price core refuses',
    SLOW,
    async () => {
      renderWithProviders(<BidUploadForm projectId={5} sectionId={null} replacing={false} closeFileupTime={null} />);
      const capitals = await screen.findByTestId('bid-offer-capitals', {}, WAIT);
      expect(capitals.getAttribute('aria-live')).toBe('polite');
      expect(capitals.textContent).toBe('');
      typeOffer('3050000');
      await waitFor(() => expect(capitals.textContent).toBe('大写：人民币叁佰零伍万元整'), WAIT);
      typeOffer('1280000.5');
      await waitFor(() => expect(capitals.textContent).toBe('大写：人民币壹佰贰拾捌万元伍角整'), WAIT);
      // The input names the capitals as its description (antd links the item's extra), so a reader hears both.
      const described = screen.getByTestId('bid-offer').getAttribute('aria-describedby') ?? '';
      expect(described.split(' ').some((id) => document.getElementById(id)?.contains(capitals))).toBe(true);
      typeOffer('0');
      await waitFor(() => expect(capitals.textContent).toBe(''), WAIT);
    },
  );

  it('sends nothing until the bidder confirmed figures, capitals and file; 返回修改 keeps the form', SLOW, async () => {
    renderWithProviders(
      <BidUploadForm
        projectId={5}
        sectionId={12}
        replacing={false}
        closeFileupTime={null}
        projectName="净水厂加药系统改造"
        sectionName="第一标段"
      />,
    );
    typeOffer('3050000');
    chooseFile(new File(['%PDF-1.7'], '投标文件（正本）.pdf', { type: 'application/pdf' }));
    fireEvent.click(await screen.findByTestId('bid-submit', {}, WAIT));
    const dialog = await confirmDialog();
    expect(within(dialog).getByText('确认投标报价和投标文件')).toBeTruthy();
    expect(within(dialog).getByTestId('bid-confirm-offer').textContent).toBe('¥3,050,000.00');
    expect(within(dialog).getByTestId('bid-confirm-capitals').textContent).toBe('人民币叁佰零伍万元整');
    expect(within(dialog).getByTestId('bid-confirm-file').textContent).toContain('投标文件（正本）.pdf');
    expect(within(dialog).getByText('净水厂加药系统改造')).toBeTruthy();
    expect(within(dialog).getByText('第一标段')).toBeTruthy();
    // The summary is what a screen reader is given first: it is focusable and described by the three figures.
    const summary = within(dialog).getByTestId('bid-confirm-summary');
    expect(summary.getAttribute('tabindex')).toBe('-1');
    const described = (summary.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      '¥3,050,000.00',
      '人民币叁佰零伍万元整',
      '投标文件（正本）.pdf（8 B）',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(summary), WAIT);
    expect(FakeXhr.sent).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: '返回修改' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(FakeXhr.sent).toHaveLength(0);
    typeOffer('3005000');
    fireEvent.click(screen.getByTestId('bid-submit'));
    const again = await confirmDialog();
    expect(within(again).getByTestId('bid-confirm-capitals').textContent).toBe('人民币叁佰万伍仟元整');
    fireEvent.click(within(again).getByRole('button', { name: '确认上传' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1), WAIT);
    expect(FakeXhr.sent[0]?.body.get('offer')).toBe('3005000.00');
  });
});
