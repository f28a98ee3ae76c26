import { EditOutlined, EyeOutlined, FileImageOutlined, FilePdfOutlined } from '@ant-design/icons';
import { MAX_LICENCE_FILES, type SupplierFile, type SupplierSelf } from '@swp/core/supplier/index';
import { Alert, Button, Empty, Form } from 'antd';
import { useState } from 'react';
import { previewKind } from '../../shared/components/FilePreviewModal.tsx';
import { fileSize } from '../../shared/file-size.ts';
import { ProfileFormActions } from './ProfileFormActions.tsx';
import { profileOf } from './profile.ts';
import { licenceRule } from './rules.ts';
import { SupplierFilesField } from './SupplierFilesField.tsx';
import styles from './suppliers.module.css';
import { useProfileSave } from './useProfileSave.ts';

interface Props {
  company: SupplierSelf;
  onPreview: (file: SupplierFile) => void;
}

const FileIcon = ({ file }: { file: SupplierFile }) =>
  previewKind(file.mimeType) === 'pdf' ? (
    <FilePdfOutlined className={styles.fileIcon} />
  ) : (
    <FileImageOutlined className={styles.fileIcon} />
  );

function LicenceForm({ company, onPreview, onDone }: Props & { onDone: () => void }) {
  const [form] = Form.useForm<{ licences: SupplierFile[] }>();
  const { save, saving } = useProfileSave(company);

  const finish = async ({ licences }: { licences: SupplierFile[] }) => {
    if (await save({ ...profileOf(company), licenceFileIds: licences.map((f) => f.id) })) onDone();
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ licences: company.licences }} onFinish={finish}>
      <Alert
        type="warning"
        showIcon
        className={styles.keyWarning}
        title="营业执照是关键信息，更换后企业将重新进入待审核状态，审核通过前不能报名。"
      />
      <Form.Item name="licences" rules={[licenceRule]}>
        <SupplierFilesField
          max={MAX_LICENCE_FILES}
          buttonText="上传营业执照"
          onPreview={onPreview}
          testId="licence-upload"
        />
      </Form.Item>
      <ProfileFormActions saving={saving} onCancel={onDone} data-testid="licence-save" />
    </Form>
  );
}

/** 营业执照: the files on record, each previewed in the browser; replacing them goes back to review. */
export function LicencesTab({ company, onPreview }: Props) {
  const [editing, setEditing] = useState(false);
  if (editing) return <LicenceForm company={company} onPreview={onPreview} onDone={() => setEditing(false)} />;

  return (
    <>
      {company.licences.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未上传营业执照" />
      ) : (
        <ul className={styles.fileList} data-testid="licence-list">
          {company.licences.map((file) => (
            <li key={file.id} className={styles.fileItem}>
              <FileIcon file={file} />
              <span className={styles.fileText}>
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.fileMeta}>{fileSize(file.size)}</span>
              </span>
              <Button
                type="link"
                size="small"
                icon={<EyeOutlined />}
                onClick={() => onPreview(file)}
                data-testid="licence-preview"
              >
                预览
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.tabActions}>
        <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="licence-edit">
          更换营业执照
        </Button>
      </div>
    </>
  );
}
