import { Alert, type ButtonProps, Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { type ParsesValue, zodRule } from '../forms/zodRule.ts';

interface Props {
  open: boolean;
  title: string;
  /** What the action does, shown above the reason (the confirmation text). */
  notice: ReactNode;
  label: string;
  placeholder: string;
  /** The shared schema of the reason (its message is the server's; a zod string's own maximum caps the input). */
  rule: ParsesValue & { maxLength?: number | null };
  okText: string;
  danger?: boolean;
  busy: boolean;
  onCancel: () => void;
  /** Resolves when done; a rejection (already shown by the HTTP client) keeps the modal open. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/** A confirmation that needs a written reason (冻结, 解冻, 不能参加): the reason is kept in the audit log. */
export function ReasonModal(props: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { reason } = values;
    try {
      await props.onSubmit(reason.trim());
    } catch {
      // the HTTP client has shown the server's message; keep the modal for another try
    }
  };
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      okButtonProps={{ danger: props.danger, 'data-testid': 'reason-ok' } as ButtonProps}
      confirmLoading={props.busy}
      onOk={submit}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <Alert type={props.danger ? 'warning' : 'info'} showIcon title={props.notice} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item label={props.label} name="reason" rules={[zodRule(props.rule)]} required>
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 5 }}
            maxLength={props.rule.maxLength ?? undefined}
            showCount
            placeholder={props.placeholder}
            data-testid="reason-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
