import { OBJECTION_MAX_CHARS } from '@swp/core/results/labels';
import { fileObjectionInput } from '@swp/core/results/schema';
import { App, type ButtonProps, Form, Input, Modal } from 'antd';
import { feedback } from '../../app/feedback.ts';
import { checkWith, zodRule } from '../../shared/forms/zodRule.ts';
import { type ObjectionFile, useFileObjection } from './api.ts';
import { ObjectionFilesField } from './ObjectionFilesField.tsx';

interface Values {
  content: string;
  attachments: ObjectionFile[];
}

interface Props {
  projectId: number;
  projectName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 提出异议: the text (core's rules: required, ≤ 2000 字) and up to 5 attachments. An objection cannot be withdrawn
 * or changed once filed, so sending asks once more.
 */
export function FileObjectionModal({ projectId, projectName, open, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const { modal } = App.useApp();
  const file = useFileObjection(projectId);

  const close = () => {
    form.resetFields();
    onClose();
  };

  const send = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    modal.confirm({
      title: '提交异议？',
      content: '异议提交后不能撤回或修改，请确认内容和附件无误。',
      okText: '提交',
      cancelText: '再看看',
      onOk: () =>
        file
          .mutateAsync({
            projectId,
            content: values.content,
            attachmentIds: (values.attachments ?? []).map((f) => f.id),
          })
          .then(
            (env) => {
              feedback.success(env.msg || '异议已提交，请等待答复');
              close();
            },
            // the HTTP client has shown the server's reason (e.g. 公示期已结束); the modal keeps the text
            () => undefined,
          ),
    });
  };

  return (
    <Modal
      title="提出异议"
      open={open}
      onCancel={close}
      onOk={send}
      okText="提交异议"
      cancelText="取消"
      okButtonProps={{ loading: file.isPending, 'data-testid': 'objection-submit' } as ButtonProps}
      destroyOnHidden
      width={640}
      data-testid="objection-modal"
    >
      <p style={{ color: 'rgba(0,0,0,0.65)' }}>对「{projectName}」的结果公示提出异议，采购人答复后将短信通知您。</p>
      <Form form={form} layout="vertical" initialValues={{ attachments: [] }}>
        <Form.Item label="异议内容" name="content" required rules={[zodRule(fileObjectionInput.shape.content)]}>
          <Input.TextArea
            rows={6}
            count={{ show: true, max: OBJECTION_MAX_CHARS }}
            placeholder="请写明异议的事项、理由及依据"
            data-testid="objection-content"
          />
        </Form.Item>
        <Form.Item
          label="附件"
          name="attachments"
          rules={[
            {
              validator: async (_rule, files: ObjectionFile[] | undefined) =>
                checkWith(
                  fileObjectionInput.shape.attachmentIds,
                  (files ?? []).map((f) => f.id),
                ),
            },
          ]}
        >
          <ObjectionFilesField disabled={file.isPending} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
