import { openBidSeal, readBidSealHeader, unwrapBidKey } from '@swp/core/bid-seal/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW, WAIT } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { BidderSealForm } from './BidderSealForm.tsx';

/** What the upload sent: the multipart body (the browser's XMLHttpRequest stands in, as in BidUploadForm.test). */
let sent: FormData[] = [];
class FakeXhr {
  upload = { onprogress: null as ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  open() {}
  setRequestHeader() {}
  abort() {}
  send(body: FormData) {
    sent.push(body);
    setTimeout(() => {
      this.status = 200;
      this.responseText = JSON.stringify({
        code: 0,
        msg: '操作成功',
        data: {
          bidId: 'b'.repeat(24),
          fileName: '密封投标文件.swpb',
          size: 1,
          sha256: 'a'.repeat(64),
          receivedAt: '2026-03-12T02:00:00.000Z',
          sectionId: null,
        },
      });
      this.onload?.();
    }, 0);
  }
}

const saved: Blob[] = [];
const streamOf = Object.getOwnPropertyDescriptor(Blob.prototype, 'stream');
const urlStatics = {
  createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
  revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
};
beforeEach(() => {
  sent = [];
  saved.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"code":0,"msg":""}', { headers: { 'content-type': 'application/json' } })),
  );
  // jsdom has neither Blob.stream() nor object URLs: the browser's, in their simplest form.
  Blob.prototype.stream = function stream(this: Blob) {
    const blob = this;
    return new ReadableStream<Uint8Array<ArrayBuffer>>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await blob.arrayBuffer()));
        controller.close();
      },
    });
  };
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      saved.push(blob);
      return 'blob:key';
    },
    revokeObjectURL: () => undefined,
  });
  localStorage.setItem('vender_token', 'vender-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const [name, descriptor] of Object.entries(urlStatics)) {
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else delete (URL as unknown as Record<string, unknown>)[name];
  }
  if (streamOf) Object.defineProperty(Blob.prototype, 'stream', streamOf);
  else delete (Blob.prototype as { stream?: unknown }).stream;
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const chooseFile = (file: File) =>
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
const once = (bytes: Uint8Array) =>
  (async function* () {
    yield bytes;
  })();

describe('the 投标人加密 form', () => {
  it('refuses a weak passphrase and two that differ before anything is sealed', SLOW, async () => {
    renderWithProviders(<BidderSealForm projectId={5} sectionId={null} replacing={false} closeFileupTime={null} />);
    type('bid-offer', '1000');
    chooseFile(new File(['%PDF-1.7'], '投标文件.pdf', { type: 'application/pdf' }));
    type('bid-passphrase', '12345678');
    type('bid-passphrase-again', '12345679');
    fireEvent.click(await screen.findByTestId('bid-submit', {}, WAIT));
    expect(await screen.findByText('解密口令过于简单，请混合使用字母、数字或符号', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('两次输入的解密口令不一致', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // PBKDF2's 600,000 iterations on a loaded 2-core machine: the whole test may take half a minute.
  const SEALING = { timeout: 90_000 };
  it(
    'seals after the warning is ticked, offers the key file, and uploads the sealed file without the 报价',
    SEALING,
    async () => {
      const onUploaded = vi.fn();
      renderWithProviders(
        <BidderSealForm
          projectId={5}
          sectionId={12}
          replacing={false}
          closeFileupTime={null}
          onUploaded={onUploaded}
        />,
      );
      type('bid-offer', '1280000.5');
      chooseFile(new File(['%PDF-1.7 the bid'], '投标文件.pdf', { type: 'application/pdf' }));
      type('bid-passphrase', 'Qingshui-2026!');
      type('bid-passphrase-again', 'Qingshui-2026!');
      fireEvent.click(await screen.findByTestId('bid-submit', {}, WAIT));
      const dialog = (await screen.findByRole('dialog', {}, WAIT)) as HTMLElement;
      expect(within(dialog).getByTestId('bid-seal-warning').textContent).toContain('视为撤销投标文件');
      const ok = within(dialog).getByRole('button', { name: '确认并加密' }) as HTMLButtonElement;
      expect(ok.disabled).toBe(true);
      fireEvent.click(within(dialog).getByTestId('bid-seal-understood'));
      fireEvent.click(ok);

      const download = await screen.findByTestId('bid-key-download', {}, { timeout: 60_000 });
      const upload = screen.getByTestId('bid-upload-sealed') as HTMLButtonElement;
      expect(upload.disabled).toBe(true);
      fireEvent.click(download);
      const keyFile = await saved[0]!.text();
      fireEvent.click(screen.getByTestId('bid-key-saved'));
      fireEvent.click(upload);
      await waitFor(() => expect(onUploaded).toHaveBeenCalled(), WAIT);

      const [body] = sent;
      expect([...body!.keys()]).toEqual(['projectId', 'sectionId', 'file']);
      const file = body!.get('file') as File;
      expect(file.name).toBe('密封投标文件.swpb');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const key = await unwrapBidKey(await readBidSealHeader(once(bytes)), { keyFile });
      expect(await unwrapBidKey(await readBidSealHeader(once(bytes)), { passphrase: 'Qingshui-2026!' })).toBe(key);
      const opened = await openBidSeal(once(bytes), key);
      expect(opened.manifest).toEqual({ offer: '1280000.50', fileName: '投标文件.pdf' });
      expect(await screen.findByText(/密封投标文件已上传/, {}, WAIT)).toBeTruthy();
    },
  );
});
