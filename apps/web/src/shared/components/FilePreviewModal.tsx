import { DownloadOutlined } from '@ant-design/icons';
import { Button, Empty, Image, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { saveBlob } from '../download.ts';
import { KeyboardScrollArea } from './KeyboardScrollArea.tsx';

export interface PreviewedFile {
  id: string;
  name: string;
  /** The type the server stored (from its allowlist, never the browser's claim). */
  mimeType: string;
}

type Shown = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; blob: Blob; url: string };

/** How a stored file is shown in the browser: a PDF in a frame, an image as a picture, anything else not. */
export function previewKind(mimeType: string): 'pdf' | 'image' | null {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType.startsWith('image/')) return 'image';
  return null;
}

/**
 * A stored document shown in the browser. The routes that serve documents need the token header, so a plain
 * <iframe src> or link cannot load them: `load` fetches the bytes with the area's token into a blob URL (allowed
 * by the server's frame-src), revoked when the modal closes. A PDF opens in the browser's viewer, an image in
 * antd's zoomable preview; 下载 saves the same bytes either way.
 */
export function FilePreviewModal({
  file,
  load,
  onClose,
}: {
  file: PreviewedFile | null;
  load: (file: PreviewedFile) => Promise<Blob>;
  onClose: () => void;
}) {
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });

  // `load` is left out on purpose: callers pass a new arrow each render; the file decides what is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!file) return;
    let url: string | null = null;
    let cancelled = false;
    setShown({ kind: 'loading' });
    load(file).then(
      (blob) => {
        if (cancelled) return;
        // The browser's PDF viewer needs the type: the stored one, whatever the response said.
        const typed = blob.type === file.mimeType ? blob : new Blob([blob], { type: file.mimeType });
        url = URL.createObjectURL(typed);
        setShown({ kind: 'ready', blob: typed, url });
      },
      () => !cancelled && setShown({ kind: 'error' }), // the HTTP client has shown the server's message
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);

  const body = () => {
    if (!file || shown.kind === 'loading') return <Spin style={{ display: 'block', margin: '120px auto' }} />;
    if (shown.kind === 'error') return <Empty description="文件加载失败，请稍后重试" style={{ margin: '80px 0' }} />;
    const kind = previewKind(file.mimeType);
    if (kind === 'pdf') {
      return (
        <iframe
          title={file.name}
          src={shown.url}
          style={{ width: '100%', height: '70vh', border: 0 }}
          data-testid="preview-pdf"
        />
      );
    }
    if (kind === 'image') {
      return (
        <KeyboardScrollArea label={file.name} style={{ textAlign: 'center', maxHeight: '70vh' }}>
          <Image src={shown.url} alt={file.name} style={{ maxHeight: '68vh' }} data-testid="preview-image" />
        </KeyboardScrollArea>
      );
    }
    return <Empty description="该类型的文件无法在浏览器中预览，请下载后查看" style={{ margin: '80px 0' }} />;
  };

  return (
    <Modal
      open={file != null}
      title={file ? `预览：${file.name}` : '预览'}
      width="min(1000px, 94vw)"
      centered
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button
          key="download"
          icon={<DownloadOutlined />}
          disabled={shown.kind !== 'ready'}
          onClick={() => shown.kind === 'ready' && file && saveBlob(shown.blob, file.name)}
        >
          下载
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          关闭
        </Button>,
      ]}
      data-testid="document-preview"
    >
      {body()}
    </Modal>
  );
}
