import { UploadOutlined } from '@ant-design/icons';
import type { SupplierFile } from '@swp/core/supplier/index';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { fileSize } from '../../shared/file-size.ts';
import { uploadSupplierFile } from './api.ts';
import { SUPPLIER_FILE_ACCEPT, SUPPLIER_FILE_HINT, supplierFileProblem } from './files.ts';

interface Props {
  value?: SupplierFile[];
  onChange?: (files: SupplierFile[]) => void;
  /** How many files the field holds (营业执照 up to 5, a qualification 1). */
  max: number;
  buttonText?: string;
  /** Shows a stored file (the 用户中心; a registration's files cannot be read back before the account exists). */
  onPreview?: (file: SupplierFile) => void;
  testId?: string;
}

/**
 * A supplier document list as a Form control (value = the uploaded files). Each file is checked here (type,
 * size), uploaded at once, and joins the value when the server has it; removing only drops it from the value.
 */
export function SupplierFilesField({ value = [], onChange, max, buttonText = '上传文件', onPreview, testId }: Props) {
  const [pending, setPending] = useState<UploadFile[]>([]);
  // Several files may finish in any order: each adds itself to the latest value, not to the one it started with.
  const latest = useRef(value);
  latest.current = value;
  const change = (next: SupplierFile[]) => {
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
        accept={SUPPLIER_FILE_ACCEPT}
        multiple={max > 1}
        fileList={fileList}
        showUploadList={{ showPreviewIcon: false, showDownloadIcon: false }}
        beforeUpload={(file, batch) => {
          const problem = supplierFileProblem(file);
          if (problem) {
            feedback.error(problem);
            return Upload.LIST_IGNORE;
          }
          const room = max - latest.current.length - pending.length;
          if (batch.indexOf(file) >= room) {
            feedback.warning(`最多上传${max}个文件`);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          const f = file as File & { uid: string };
          setPending((p) => [...p, { uid: f.uid, name: f.name, status: 'uploading' }]);
          uploadSupplierFile(f)
            .then((stored) => {
              change([...latest.current, stored]);
              onSuccess?.(stored);
            })
            .catch((err: Error) => onError?.(err))
            .finally(() => setPending((p) => p.filter((x) => x.uid !== f.uid)));
        }}
        onRemove={(file) => change(latest.current.filter((f) => f.id !== file.uid))}
        onPreview={(file) => {
          const stored = value.find((f) => f.id === file.uid);
          if (stored && onPreview) onPreview(stored);
        }}
      >
        {full ? null : <Button icon={<UploadOutlined />}>{buttonText}</Button>}
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {max > 1 ? `${SUPPLIER_FILE_HINT}，最多 ${max} 个` : SUPPLIER_FILE_HINT}
      </Typography.Text>
    </div>
  );
}
