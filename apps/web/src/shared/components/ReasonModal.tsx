import { Alert, type ButtonProps, Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { type ParsesValue, zodRule } from '../forms/zodRule.ts';

/** The test ids of a modal whose browser tests name it apart from the other reasons (暂停, 答复异议). */
interface TestIds {
  form?: string;
  input?: string;
  ok?: string;
}

interface Props {
  open: boolean;
  title: string;
  /** What the action does, shown above the reason (the confirmation text), in a warning or info box. */
  notice?: ReactNode;
  /** Shown above the reason as it is, instead of the box (the objection being answered, a plain hint). */
  header?: ReactNode;
  label: string;
  placeholder: string;
  /** The shared schema of the reason (its message is the server's; a zod string's own maximum caps the input). */
  rule: ParsesValue & { maxLength?: number | null };
  okText: string;
  danger?: boolean;
  busy: boolean;
  /** Where the modal must not close on a click beside it (a long answer would be lost). */
  maskClosable?: boolean;
  /** The text area's height in rows; 3 to 5 unless set. */
  rows?: { minRows: number; maxRows: number };
  testIds?: TestIds;
  onCancel: () => void;
  /** Resolves when done; a rejection (already shown by the HTTP client) keeps the modal open. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/**
 * A confirmation that needs a written text (冻结, 解冻, 不能参加, 暂停, 答复异议): the reason is kept in the audit
 * log, checked by the server's own schema before it is sent.
 */
export function ReasonModal(props: Props) {
  const ids = { input: 'reason-input', ok: 'reason-ok', ...props.testIds };
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
      okButtonProps={{ danger: props.danger, 'data-testid': ids.ok } as ButtonProps}
      confirmLoading={props.busy}
      onOk={submit}
      onCancel={props.onCancel}
      {...(props.maskClosable === undefined ? {} : { maskClosable: props.maskClosable })}
      destroyOnHidden
    >
      {props.header ?? (
        <Alert type={props.danger ? 'warning' : 'info'} showIcon title={props.notice} style={{ marginBottom: 16 }} />
      )}
      <Form form={form} layout="vertical" preserve={false} data-testid={ids.form}>
        <Form.Item label={props.label} name="reason" rules={[zodRule(props.rule)]} required>
          <Input.TextArea
            autoSize={props.rows ?? { minRows: 3, maxRows: 5 }}
            maxLength={props.rule.maxLength ?? undefined}
            showCount
            placeholder={props.placeholder}
            data-testid={ids.input}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
