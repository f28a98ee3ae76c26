import {
  QUALIFICATION_TYPES,
  type Qualification,
  type SupplierFile,
  saveQualificationInput,
} from '@swp/core/supplier/index';
import { AutoComplete, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { useSaveQualification } from './api.ts';
import { SupplierFilesField } from './SupplierFilesField.tsx';

const field = saveQualificationInput.shape;
const typeOptions = QUALIFICATION_TYPES.map((t) => ({ value: t }));

interface Values {
  docType: string;
  docNumber: string;
  issuer: string;
  validUntil?: string | null;
  files: SupplierFile[];
}

/** The one file of a qualification, as the upload field holds it: the id checked by core's rule. */
const fileRule = {
  validator: async (_: unknown, files: SupplierFile[] | undefined) => {
    const checked = field.fileId.safeParse(files?.[0]?.id);
    if (!checked.success) throw new Error(files?.length ? checked.error.issues[0]?.message : '请上传资质文件');
  },
};

interface Props {
  /** The document being edited, null to add one; undefined keeps the modal closed. */
  editing: Qualification | null | undefined;
  onClose: () => void;
  onPreview: (file: SupplierFile) => void;
}

const FORM_ID = 'qualification-form';

interface FormProps {
  editing: Qualification | null;
  onSaved: () => void;
  onBusyChange: (busy: boolean) => void;
  onPreview: (file: SupplierFile) => void;
}

/**
 * The modal's form. It lives inside the modal's content, which is destroyed on close, so each opening gets a new
 * form instance with the initial values of the document it opens (an instance kept outside would bring back the
 * last values typed).
 */
function QualificationForm({ editing, onSaved, onBusyChange, onPreview }: FormProps) {
  const [form] = Form.useForm<Values>();
  const saveQualification = useSaveQualification();

  const finish = async ({ files, ...v }: Values) => {
    onBusyChange(true);
    try {
      await saveQualification.mutateAsync({
        ...(editing ? { id: editing.id } : {}),
        docType: v.docType.trim(),
        docNumber: v.docNumber.trim(),
        issuer: v.issuer.trim(),
        validUntil: v.validUntil || null,
        fileId: files[0]?.id ?? '',
      });
    } catch {
      return; // the HTTP client has shown the server's message; the form stays as typed
    } finally {
      onBusyChange(false);
    }
    feedback.success(editing ? '资质文件已更新' : '资质文件已添加');
    onSaved();
  };

  return (
    <Form
      form={form}
      id={FORM_ID}
      layout="vertical"
      requiredMark
      onFinish={finish}
      initialValues={
        editing
          ? { ...editing, files: [editing.file] }
          : { docType: '', docNumber: '', issuer: '', validUntil: null, files: [] }
      }
      style={{ marginTop: 16 }}
    >
      <Form.Item label="资质名称" name="docType" rules={[zodRule(field.docType)]} required>
        <AutoComplete
          options={typeOptions}
          placeholder="选择常用资质或直接输入"
          filterOption={(input, option) => String(option?.value ?? '').includes(input.trim())}
          maxLength={50}
          data-testid="qualification-type"
        />
      </Form.Item>
      <Form.Item label="证书编号" name="docNumber" rules={[zodRule(field.docNumber)]} required>
        <Input maxLength={100} placeholder="请输入证书编号" data-testid="qualification-number" />
      </Form.Item>
      <Form.Item label="发证机关" name="issuer" rules={[zodRule(field.issuer)]} required>
        <Input maxLength={100} placeholder="请输入发证机关" data-testid="qualification-issuer" />
      </Form.Item>
      <Form.Item
        label="有效期至"
        name="validUntil"
        rules={[zodRule(field.validUntil)]}
        extra="长期有效的证书请留空"
        getValueProps={(v: string | null | undefined) => ({ value: v ? dayjs(v) : null })}
        normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)}
      >
        <DatePicker style={{ width: '100%' }} placeholder="长期有效" data-testid="qualification-valid-until" />
      </Form.Item>
      <Form.Item label="资质文件" name="files" rules={[fileRule]} required>
        <SupplierFilesField max={1} buttonText="上传资质文件" onPreview={onPreview} testId="qualification-file" />
      </Form.Item>
    </Form>
  );
}

/** 新增资质 / 编辑资质: type (a common one or any name), number, issuer, valid-until (empty = 长期有效), the file. */
export function QualificationModal({ editing, onClose, onPreview }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={editing !== undefined}
      title={editing ? '编辑资质' : '新增资质'}
      onCancel={onClose}
      okText="保存"
      // The form's own submit: antd validates and calls onFinish as for Enter in a field.
      okButtonProps={{ htmlType: 'submit', form: FORM_ID }}
      confirmLoading={busy}
      destroyOnHidden
      width="min(560px, 94vw)"
      data-testid="qualification-modal"
    >
      {editing !== undefined ? (
        <QualificationForm editing={editing} onSaved={onClose} onBusyChange={setBusy} onPreview={onPreview} />
      ) : null}
    </Modal>
  );
}
