import { UploadOutlined } from '@ant-design/icons';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { fileSize } from '../file-size.ts';

/** A file the server has stored: what the field's value holds. */
export interface StoredFile {
  id: string;
  name: string;
  size: number;
}

export interface UploadedFilesFieldProps<F extends StoredFile> {
  value?: F[];
  onChange?: (files: F[]) => void;
  /** How many files the field holds, counting those still uploading. */
  max: number;
  /** Sends one file; the stored file joins the value when it resolves. */
  upload: (file: File) => Promise<F>;
  /** The picker's filter and the line under the button (the server checks the bytes and has the last word). */
  accept: string;
  hint: string;
  buttonText: string;
  /** The message when a pick would go past `max`. */
  tooMany: string;
  /** A check before sending (type, size): the problem, shown as an error, or null. */
  check?: (file: File) => string | null;
  disabled?: boolean;
  onPreview?: (file: F) => void;
  testId?: string;
  buttonTestId?: string;
}

/**
 * A list of uploaded files as a Form control (value = the stored files). Each file is checked, uploaded at once,
 * and joins the value when the server has it; removing only drops it from the value (what names it decides).
 */
export function UploadedFilesField<F extends StoredFile>({
  value = [],
  onChange,
  max,
  upload,
  accept,
  hint,
  buttonText,
  tooMany,
  check,
  disabled,
  onPreview,
  testId,
  buttonTestId,
}: UploadedFilesFieldProps<F>) {
  const [pending, setPending] = useState<UploadFile[]>([]);
  // Several files may finish in any order: each adds itself to the latest value, not to the one it started with.
  const latest = useRef(value);
  latest.current = value;
  const change = (next: F[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const fileList: UploadFile[] = [
    ...value.map((f) => ({ uid: f.id, name: `${f.name}（${fileSize(f.size)}）`, status: 'done' as const })),
    ...pending,
  ];
  const full = value.length + pending.length >= max;

  return (
    <div data-testid={testId}>
      <Upload
        accept={accept}
        multiple={max > 1}
        disabled={disabled}
        fileList={fileList}
        showUploadList={{ showPreviewIcon: false, showDownloadIcon: false }}
        beforeUpload={(file, batch) => {
          const problem = check?.(file);
          if (problem) {
            feedback.error(problem);
            return Upload.LIST_IGNORE;
          }
          const room = max - latest.current.length - pending.length;
          if (batch.indexOf(file) >= room) {
            feedback.warning(tooMany);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          const f = file as File & { uid: string };
          setPending((p) => [...p, { uid: f.uid, name: f.name, status: 'uploading' }]);
          // The pending line goes in the same render as the stored file arrives (React batches both updates), so
          // the list never shows the file twice.
          const settle = () => setPending((p) => p.filter((x) => x.uid !== f.uid));
          upload(f)
            .then((stored) => {
              settle();
              change([...latest.current, stored]);
              onSuccess?.(stored);
            })
            .catch((err: Error) => {
              settle();
              onError?.(err);
            });
        }}
        onRemove={(file) => change(latest.current.filter((f) => f.id !== file.uid))}
        onPreview={(file) => {
          const stored = value.find((f) => f.id === file.uid);
          if (stored && onPreview) onPreview(stored);
        }}
      >
        {full || disabled ? null : (
          <Button icon={<UploadOutlined />} data-testid={buttonTestId}>
            {buttonText}
          </Button>
        )}
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {hint}
      </Typography.Text>
    </div>
  );
}
