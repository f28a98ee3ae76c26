import { OBJECTION_MAX_CHARS } from '@swp/core/results/labels';
import type { Objection } from '@swp/core/results/responses';
import { answerObjectionInput } from '@swp/core/results/schema';
import { type ButtonProps, Form, Input, Modal, Typography } from 'antd';
import { feedback } from '../../app/feedback.ts';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { useAnswerObjection } from './api.ts';

interface Props {
  projectId: number;
  objection: Objection;
  onClose: () => void;
}

/**
 * 答复异议: one answer per objection, checked by the server's own rule (required, ≤ 2000 字). The bidder is told by
 * SMS and reads it in 我的项目, so the modal shows the objection being answered. A refusal stays in the modal
 * (the HTTP client shows its msg) so the text typed is not lost.
 */
export function AnswerObjectionModal({ projectId, objection, onClose }: Props) {
  const [form] = Form.useForm<{ answer: string }>();
  const answer = useAnswerObjection(projectId);

  const submit = async ({ answer: text }: { answer: string }) => {
    const sent = await answer.mutateAsync({ id: objection.id, answer: text.trim() }).catch(() => null);
    if (!sent) return;
    // The server says whether the SMS reached the bidder; a failed one must stand out (the clerk phones instead).
    const msg = sent.msg || '已答复';
    if (msg.includes('失败')) feedback.warning(msg);
    else feedback.success(msg);
    onClose();
  };

  return (
    <Modal
      open
      title={`答复异议 · ${objection.companyName}`}
      okText="提交答复"
      okButtonProps={{ 'data-testid': 'objection-answer-ok' } as ButtonProps}
      confirmLoading={answer.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      maskClosable={false}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap', maxHeight: 200, overflow: 'auto' }}>
        {objection.content}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} data-testid="objection-answer-form">
        <Form.Item name="answer" label="答复内容" required rules={[zodRule(answerObjectionInput.shape.answer)]}>
          <Input.TextArea
            autoSize={{ minRows: 4, maxRows: 10 }}
            maxLength={OBJECTION_MAX_CHARS}
            showCount
            placeholder="请填写对该异议的答复，提交后不可修改"
            data-testid="objection-answer-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
