import type { EvalWorkspace } from '@swp/core/evaluation/responses';
import { Button, Card, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { feedback } from '../../../app/feedback.ts';
import { useVoteChair } from '../api.ts';

/** Each member with the votes received so far. */
function Tally({ workspace }: { workspace: EvalWorkspace }) {
  return (
    <Flex gap={8} wrap data-testid="chair-tally">
      {workspace.committee.map((m) => (
        <Tag key={m.specialistId} color={m.votes > 0 ? 'blue' : 'default'}>
          {m.name}：{m.votes} 票
        </Tag>
      ))}
    </Flex>
  );
}

/**
 * 组长推选 (docs/rules.md): while the committee has no chair each member votes for one of them (and may change the
 * vote), seeing the votes so far; the server decides when the votes elect one.
 */
export function ChairCard({ workspace }: { workspace: EvalWorkspace }) {
  const projectId = workspace.project.id;
  const vote = useVoteChair(projectId);
  const [candidate, setCandidate] = useState<number | undefined>(workspace.me.votedFor ?? undefined);
  const { chair, committee, me } = workspace;

  // Once there is a chair the header names them (and how they were chosen): the card has done its work.
  if (chair) return null;

  const votedName = committee.find((m) => m.specialistId === me.votedFor)?.name;
  const submit = () =>
    candidate !== undefined &&
    vote.mutateAsync(candidate).then(
      (env) => feedback.success(env.msg || '投票成功'),
      () => undefined,
    );
  return (
    <Card variant="borderless" title="组长推选" data-testid="chair-card">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        评标委员会尚未产生组长。请在委员会成员中推选一名组长，组长产生前可以改投。
      </Typography.Paragraph>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Select<number>
          style={{ width: 220 }}
          placeholder="选择组长人选"
          aria-label="组长人选"
          value={candidate}
          onChange={setCandidate}
          options={committee.map((m) => ({ value: m.specialistId, label: m.name }))}
          data-testid="chair-candidate"
        />
        <Button
          type="primary"
          disabled={candidate === undefined || candidate === me.votedFor}
          loading={vote.isPending}
          onClick={submit}
          data-testid="chair-vote"
        >
          {me.votedFor ? '改投' : '投票'}
        </Button>
        {votedName ? <Typography.Text type="secondary">您已投票给：{votedName}</Typography.Text> : null}
      </Flex>
      <Tally workspace={workspace} />
    </Card>
  );
}
