import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { feedback } from '../../app/feedback.ts';

export interface FormModalProps<V> {
  open: boolean;
  title: ReactNode;
  okText: string;
  form: FormInstance<V>;
  initialValues: Partial<V>;
  /** Sends the checked values; the server's answer message is shown as the success toast. */
  onSave: (values: V) => Promise<{ msg: string }>;
  /** Shows OK busy while the save is under way. */
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A 新增 / 编辑 dialog around one form: OK submits it (antd runs the field rules first), a save the server accepts
 * says its message and closes; a refusal has been shown by the HTTP client and the form stays for another try.
 * The fields start afresh each time it opens.
 */
export function FormModal<V>({
  open,
  title,
  okText,
  form,
  initialValues,
  onSave,
  saving,
  onClose,
  children,
  'data-testid': testId,
}: FormModalProps<V>) {
  const save = async (values: V) => {
    try {
      feedback.success((await onSave(values)).msg);
      onClose();
    } catch {
      // shown by the HTTP client
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<V>
        form={form}
        labelCol={{ flex: '80px' }}
        initialValues={initialValues}
        onFinish={save}
        style={{ marginTop: 16 }}
        data-testid={testId}
      >
        {children}
      </Form>
    </Modal>
  );
}
