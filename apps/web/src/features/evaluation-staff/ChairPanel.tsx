import { CrownOutlined } from '@ant-design/icons';
import type { EvalProgress } from '@swp/core/evaluation/responses';
import { App, Button, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { useNameChair } from './api.ts';

const CHOSEN_BY = { election: '评标委员会推选产生', staff: '由项目管理人员指定' } as const;

interface Props {
  projectId: number;
  progress: EvalProgress;
}

/**
 * 评标委员会组长: who it is and how chosen; while there is none (and the committee still works), staff may name
 * one — the committee usually elects its chair in the system, this is for when it cannot agree.
 */
export function ChairPanel({ projectId, progress }: Props) {
  const { modal } = App.useApp();
  const [chosen, setChosen] = useState<number | undefined>();
  const nameChair = useNameChair(projectId);
  const { chair, committee } = progress;

  if (chair) {
    return (
      <Flex align="center" gap={8} wrap data-testid="eval-chair">
        <CrownOutlined style={{ color: '#d48806' }} />
        <Typography.Text strong>组长：{chair.name}</Typography.Text>
        <Typography.Text type="secondary">（{CHOSEN_BY[chair.chosenBy]}）</Typography.Text>
      </Flex>
    );
  }
  if (progress.phase === 'finished' || committee.length === 0) return null;

  const confirm = () => {
    const member = committee.find((m) => m.specialistId === chosen);
    if (!member) return;
    modal.confirm({
      title: `指定${member.name}为评标委员会组长？`,
      content: '组长产生后专家不能再推选，组长负责汇总评审表、退回和提交评标结果。指定后不能更改。',
      okText: '指定组长',
      cancelText: '取消',
      onOk: () =>
        nameChair.mutateAsync(member.specialistId).then(
          (env) => feedback.success(env.msg || `已指定${member.name}为组长`),
          () => undefined, // the HTTP client has shown the server's reason
        ),
    });
  };

  return (
    <Flex align="center" gap={12} wrap data-testid="eval-name-chair">
      <Typography.Text>尚未产生组长，专家正在推选。如需指定：</Typography.Text>
      <Select<number>
        placeholder="选择组长"
        style={{ width: 200 }}
        value={chosen}
        onChange={setChosen}
        options={committee.map((m) => ({ value: m.specialistId, label: `${m.name}（${m.votes}票）` }))}
        data-testid="chair-select"
      />
      <Button
        type="primary"
        disabled={chosen === undefined}
        loading={nameChair.isPending}
        onClick={confirm}
        data-testid="chair-confirm"
      >
        指定组长
      </Button>
    </Flex>
  );
}
