import { UploadOutlined } from '@ant-design/icons';
import type { AttachmentView } from '@swp/core/announcement/api';
import { MAX_ATTACHMENTS } from '@swp/core/announcement/schema';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { fileSize } from '../../shared/file-size.ts';
import { downloadAttachment, uploadAttachment } from './api.ts';

/** The server's allowlist (docs/security.md): the picker offers only these; the server checks the bytes too. */
const ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.zip,.rar,.jpg,.jpeg,.png';

interface Props {
  value?: AttachmentView[];
  onChange?: (files: AttachmentView[]) => void;
  disabled?: boolean;
}

/**
 * 附件 of an announcement (a Form control: value = the uploaded files). Each file is uploaded at once to the files
 * API; the form keeps the receipts and saves their ids with the draft. Files still uploading are shown but not
 * part of the value until the server has them.
 */
export function AttachmentsField({ value = [], onChange, disabled }: Props) {
  const [pending, setPending] = useState<UploadFile[]>([]);
  const done: UploadFile[] = value.map((f) => ({
    uid: f.id,
    name: `${f.name}（${fileSize(f.size)}）`,
    status: 'done',
  }));

  return (
    <div data-testid="attachments-field">
      <Upload
        accept={ACCEPT}
        multiple
        disabled={disabled}
        fileList={[...done, ...pending]}
        customRequest={({ file, onSuccess, onError }) => {
          const f = file as File & { uid: string };
          setPending((p) => [...p, { uid: f.uid, name: f.name, status: 'uploading' }]);
          uploadAttachment(f)
            .then((receipt) => {
              onChange?.([...value, { id: receipt.id, name: receipt.name, size: receipt.size }]);
              onSuccess?.(receipt);
            })
            .catch((err: Error) => onError?.(err))
            .finally(() => setPending((p) => p.filter((x) => x.uid !== f.uid)));
        }}
        onRemove={(file) => onChange?.(value.filter((f) => f.id !== file.uid))}
        onPreview={(file) => {
          const f = value.find((v) => v.id === file.uid);
          if (f) void downloadAttachment(f.id, f.name).catch(() => undefined);
        }}
      >
        {disabled || value.length >= MAX_ATTACHMENTS ? null : (
          <Button icon={<UploadOutlined />} data-testid="attachment-upload">
            上传附件
          </Button>
        )}
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        支持 PDF、Word、Excel、ZIP、RAR、JPG、PNG，最多 {MAX_ATTACHMENTS} 个，随公告一并发布供下载。
      </Typography.Text>
    </div>
  );
}
