import type { SupplierFile } from '@swp/core/supplier/index';
import { UploadedFilesField } from '../../shared/components/UploadedFilesField.tsx';
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

/** A supplier document list as a Form control: each file checked here (type, size), then uploaded at once. */
export function SupplierFilesField({ value, onChange, max, buttonText = '上传文件', onPreview, testId }: Props) {
  return (
    <UploadedFilesField
      value={value}
      onChange={onChange}
      max={max}
      upload={uploadSupplierFile}
      accept={SUPPLIER_FILE_ACCEPT}
      hint={max > 1 ? `${SUPPLIER_FILE_HINT}，最多 ${max} 个` : SUPPLIER_FILE_HINT}
      buttonText={buttonText}
      tooMany={`最多上传${max}个文件`}
      check={supplierFileProblem}
      onPreview={onPreview}
      testId={testId}
    />
  );
}
