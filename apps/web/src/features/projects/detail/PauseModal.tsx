import { pauseProjectInput } from '@swp/core/project/query';
import { Typography } from 'antd';
import { ReasonModal } from '../../../shared/components/ReasonModal.tsx';

interface Props {
  open: boolean;
  saving: boolean;
  onCancel: () => void;
  /** Pauses; the caller closes the modal once the server agreed. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/** 暂停 needs a reason: it is shown on the project and written to the 操作日志. */
export function PauseModal({ open, saving, onCancel, onSubmit }: Props) {
  return (
    <ReasonModal
      open={open}
      title="暂停项目"
      header={
        <Typography.Paragraph type="secondary">
          暂停期间项目的各项截止操作均停止，恢复后继续。请写明暂停原因。
        </Typography.Paragraph>
      }
      label="暂停原因"
      placeholder="请填写暂停原因"
      rule={pauseProjectInput.shape.reason}
      okText="暂停"
      danger
      busy={saving}
      rows={{ minRows: 3, maxRows: 6 }}
      testIds={{ form: 'pause-form', input: 'pause-reason' }}
      onCancel={onCancel}
      onSubmit={onSubmit}
    />
  );
}
