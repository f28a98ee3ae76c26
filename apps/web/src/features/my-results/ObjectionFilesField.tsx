import { OBJECTION_MAX_ATTACHMENTS } from '@swp/core/results/labels';
import { UploadedFilesField } from '../../shared/components/UploadedFilesField.tsx';
import { type ObjectionFile, uploadObjectionFile } from './api.ts';

/**
 * What the picker offers: the server's list for objection attachments (modules/objections, objection-file.service);
 * the server checks the bytes and has the last word.
 */
const ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png,.zip';

interface Props {
  value?: ObjectionFile[];
  onChange?: (files: ObjectionFile[]) => void;
  disabled?: boolean;
}

/**
 * 附件 of an objection (a Form control: value = the uploaded files). Each file is uploaded at once; the objection
 * names their ids when filed. At most OBJECTION_MAX_ATTACHMENTS, counting those still uploading.
 */
export function ObjectionFilesField({ value, onChange, disabled }: Props) {
  return (
    <UploadedFilesField
      value={value}
      onChange={onChange}
      max={OBJECTION_MAX_ATTACHMENTS}
      upload={uploadObjectionFile}
      accept={ACCEPT}
      hint={`支持 PDF、Word、JPG、PNG、ZIP，最多 ${OBJECTION_MAX_ATTACHMENTS} 个`}
      buttonText="上传附件"
      tooMany={`附件不能超过${OBJECTION_MAX_ATTACHMENTS}个`}
      disabled={disabled}
      testId="objection-files"
      buttonTestId="objection-upload"
    />
  );
}
