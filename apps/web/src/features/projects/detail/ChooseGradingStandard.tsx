import type { ProjectDetail } from '@swp/core/project/api';
import type { ProjectState } from '@swp/core/project/lifecycle';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { feedback } from '../../../app/feedback.ts';
import { GradingStandardHint, GradingStandardSelect } from '../../../shared/pickers/GradingStandardSelect.tsx';
import { useSetGradingStandard } from '../api.ts';

/** The states in which a published project without a 评分标准 may still be given one (the server's rule). */
const CHOOSABLE: readonly ProjectState[] = ['announced', 'enrolling', 'bidding', 'awaitingOpening'];

export const mayChooseStandard = (p: ProjectDetail) => !p.gradingStandard && !p.paused && CHOOSABLE.includes(p.status);

/**
 * A project published without a 评分标准 cannot be opened, and its form is closed once the tender is out: this lets
 * staff choose one until 开标. Changing a chosen standard is a 更正公告's matter, so it is offered only when none is.
 */
export function ChooseGradingStandard({ project }: { project: ProjectDetail }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number | undefined>();
  const save = useSetGradingStandard();
  if (!mayChooseStandard(project)) return null;
  const submit = () => {
    if (chosen === undefined) {
      feedback.error('请选择评分标准');
      return;
    }
    save.mutateAsync({ id: project.id, gradingStandardId: chosen }).then(
      () => {
        feedback.success('评分标准已选择');
        setOpen(false);
      },
      () => undefined,
    );
  };
  return (
    <>
      <Button size="small" type="link" onClick={() => setOpen(true)} data-testid="choose-grading-standard">
        选择评分标准
      </Button>
      <Modal
        open={open}
        title="选择评分标准"
        okText="确定"
        cancelText="取消"
        confirmLoading={save.isPending}
        onOk={submit}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          选择后该评分标准即被本项目使用，不能再修改；如需变更请发布更正公告。
        </Typography.Paragraph>
        <GradingStandardSelect style={{ width: '100%' }} value={chosen} onChange={setChosen} />
        <div style={{ marginTop: 8 }}>
          <GradingStandardHint />
        </div>
      </Modal>
    </>
  );
}
