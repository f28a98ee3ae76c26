import type { Objection } from '@swp/core/results/responses';
import { answerObjectionInput } from '@swp/core/results/schema';
import { Typography } from 'antd';
import { feedback } from '../../app/feedback.ts';
import { ReasonModal } from '../../shared/components/ReasonModal.tsx';
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
  const answer = useAnswerObjection(projectId);

  const submit = async (text: string) => {
    const sent = await answer.mutateAsync({ id: objection.id, answer: text });
    // The server says whether the SMS reached the bidder; a failed one must stand out (the clerk phones instead).
    const msg = sent.msg || '已答复';
    if (msg.includes('失败')) feedback.warning(msg);
    else feedback.success(msg);
    onClose();
  };

  return (
    <ReasonModal
      open
      title={`答复异议 · ${objection.companyName}`}
      header={
        <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap', maxHeight: 200, overflow: 'auto' }}>
          {objection.content}
        </Typography.Paragraph>
      }
      label="答复内容"
      placeholder="请填写对该异议的答复，提交后不可修改"
      rule={answerObjectionInput.shape.answer}
      okText="提交答复"
      busy={answer.isPending}
      maskClosable={false}
      rows={{ minRows: 4, maxRows: 10 }}
      testIds={{ form: 'objection-answer-form', input: 'objection-answer-input', ok: 'objection-answer-ok' }}
      onCancel={onClose}
      onSubmit={submit}
    />
  );
}
