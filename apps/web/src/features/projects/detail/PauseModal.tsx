import { PAUSE_REASON_MAX, pauseProjectInput } from '@swp/core/project/query';
import { Form, Input, Modal, Typography } from 'antd';
import { zodRule } from '../../../shared/forms/zodRule.ts';

interface Props {
  open: boolean;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/** 暂停 needs a reason: it is shown on the project and written to the 操作日志. */
export function PauseModal({ open, saving, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title="暂停项目"
      okText="暂停"
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      forceRender
    >
      <Typography.Paragraph type="secondary">
        暂停期间项目的各项截止操作均停止，恢复后继续。请写明暂停原因。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => onSubmit(v.reason.trim())} data-testid="pause-form">
        <Form.Item name="reason" label="暂停原因" required rules={[zodRule(pauseProjectInput.shape.reason)]}>
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={PAUSE_REASON_MAX}
            showCount
            placeholder="请填写暂停原因"
            data-testid="pause-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
