import { UploadOutlined } from '@ant-design/icons';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { uploadDecision } from './api.ts';

/** A decision is a signed document or its scan; the server checks the bytes against the same list. */
const ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png';

type Decision = { id: string; name: string };

interface Props {
  value?: Decision;
  onChange?: (file: Decision | undefined) => void;
}

/**
 * 处理决定 (a Form control: value = the uploaded file's receipt). The file goes to the files API as soon as it is
 * chosen; the entry is saved with its id. One document per entry: a second choice replaces the first.
 */
export function DecisionUpload({ value, onChange }: Props) {
  const [uploading, setUploading] = useState<UploadFile | null>(null);
  const shown: UploadFile[] = uploading
    ? [uploading]
    : value
      ? [{ uid: value.id, name: value.name, status: 'done' }]
      : [];

  return (
    <div data-testid="decision-upload">
      <Upload
        accept={ACCEPT}
        maxCount={1}
        fileList={shown}
        customRequest={({ file, onSuccess, onError }) => {
          const f = file as File & { uid: string };
          setUploading({ uid: f.uid, name: f.name, status: 'uploading' });
          uploadDecision(f)
            .then((receipt) => {
              onChange?.({ id: receipt.id, name: receipt.name });
              onSuccess?.(receipt);
            })
            .catch((err: Error) => onError?.(err))
            .finally(() => setUploading(null));
        }}
        onRemove={() => onChange?.(undefined)}
      >
        <Button icon={<UploadOutlined />} disabled={uploading != null}>
          {value ? '重新上传' : '上传处理决定'}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        选填。支持 PDF、Word、JPG、PNG，如处理决定书或其扫描件。
      </Typography.Text>
    </div>
  );
}
