import type { EnrolmentRow } from '@swp/core/enrol/responses';
import { enrolAuditInput } from '@swp/core/enrol/schema';
import { Button, Popconfirm } from 'antd';
import { feedback } from '../../app/feedback.ts';
import { ReasonModal } from '../../shared/components/ReasonModal.tsx';
import type { ParsesValue } from '../../shared/forms/zodRule.ts';
import { useAuditEnrolment } from './api.ts';

export type EnrolmentRef = Pick<EnrolmentRow, 'id' | 'companyName' | 'sectionName'>;

const titleOf = (e: EnrolmentRef | null) => (e ? `${e.companyName}${e.sectionName ? `（${e.sectionName}）` : ''}` : '');

/**
 * The 不通过 reason checked by the audit call's own schema (required when `pass` is false, at most 500 characters),
 * so the modal says exactly what the server would.
 */
export const failReason: ParsesValue & { maxLength: number | null } = {
  safeParse: (reason) => {
    const result = enrolAuditInput.safeParse({ id: 1, pass: false, reason });
    return result.success ? { success: true } : { success: false, error: result.error };
  },
  maxLength: enrolAuditInput.shape.reason.unwrap().unwrap().maxLength,
};

/** 不通过 with a reason: the company sees it in 我的项目 and gets an SMS; it cannot upload a bid. */
export function FailEnrolmentModal(props: { projectId: number; enrolment: EnrolmentRef | null; onClose: () => void }) {
  const audit = useAuditEnrolment(props.projectId);
  const { enrolment, onClose } = props;
  return (
    <ReasonModal
      open={enrolment != null}
      title={`资格审查不通过：${titleOf(enrolment)}`}
      notice="审查不通过后，该供应商不能上传投标文件；审查意见会显示在其“我的项目”中，并以短信通知。"
      label="不通过原因"
      placeholder="请写明不符合的资格条件，如：未提供有效的安全生产许可证"
      rule={failReason}
      okText="不通过"
      danger
      busy={audit.isPending}
      onCancel={onClose}
      onSubmit={async (reason) => {
        if (!enrolment) return;
        const env = await audit.mutateAsync({ id: enrolment.id, pass: false, reason });
        feedback.success(env.msg || '操作成功');
        onClose();
      }}
    />
  );
}

/** 通过, confirmed: the company may then upload its bid file and gets an SMS. */
export function PassEnrolmentButton(props: { projectId: number; enrolment: EnrolmentRef; size?: 'small' }) {
  const audit = useAuditEnrolment(props.projectId);
  const pass = () =>
    audit.mutateAsync({ id: props.enrolment.id, pass: true }).then(
      (env) => feedback.success(env.msg || '操作成功'),
      () => undefined, // shown by the HTTP client
    );
  return (
    <Popconfirm
      title="确认资格审查通过？"
      description={`通过后「${titleOf(props.enrolment)}」可上传投标文件，并会收到短信通知。`}
      okText="通过"
      cancelText="取消"
      onConfirm={pass}
    >
      <Button
        type={props.size ? 'link' : 'primary'}
        size={props.size}
        loading={audit.isPending}
        data-testid="enrolment-pass"
      >
        通过
      </Button>
    </Popconfirm>
  );
}
