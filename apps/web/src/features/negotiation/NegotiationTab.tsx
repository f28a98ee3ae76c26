import { mayWaiveNegotiation, negotiationRefusal } from '@swp/core/evaluation/negotiation';
import type { EvalWorkspace } from '@swp/core/evaluation/responses';
import { waiveNegotiationInput } from '@swp/core/evaluation/schema';
import { Button } from 'antd';
import { useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { ReasonModal } from '../../shared/components/ReasonModal.tsx';
import { useWaiveNegotiation } from './api.ts';
import { NegotiationCard } from './NegotiationCard.tsx';

/** Core's rule of the reason; an untouched field is empty text, so it reads 请填写不进行谈判的理由. */
const reasonRule = {
  safeParse: (value: unknown) => waiveNegotiationInput.shape.reason.safeParse(value ?? ''),
  maxLength: waiveNegotiationInput.shape.reason.maxLength,
};

/** What the committee still owes before the result, said to the chair (who acts) or a member (who waits). */
function promptOf(workspace: EvalWorkspace): string | null {
  const { negotiation, project, phase, me } = workspace;
  if (!negotiation || phase !== 'detailed') return null;
  const refusal = negotiationRefusal(project.purchaseWay, negotiation);
  if (!refusal || negotiation.rounds.some((r) => !r.closed)) return refusal;
  return me.isChair
    ? '请发起谈判，由通过初步评审的投标人提交最后报价；如不进行谈判，请记录理由。完成后才能提交评标结果。'
    : '等待评标委员会组长发起谈判或记录不进行谈判的理由。';
}

/**
 * 在线评标 → 竞争性谈判, for a 竞争性谈判 project once 初步评审 closed: the rounds held with each bidder's
 * quote once a round closed (sealed before), and for the chair 发起第N轮谈判 or 不进行谈判 with the reason, which the
 * report and the 操作日志 keep. The result waits for one of the two (core negotiationRefusal; the server refuses too).
 */
export function NegotiationTab({ workspace }: { workspace: EvalWorkspace }) {
  const { project, negotiation, me, phase } = workspace;
  const [waiving, setWaiving] = useState(false);
  const waive = useWaiveNegotiation(project.id);
  const scoring = phase === 'detailed' && project.projectState === 'evaluating';
  const canWaive = me.isChair && scoring && negotiation !== null && mayWaiveNegotiation(negotiation);
  return (
    <>
      <NegotiationCard
        projectId={project.id}
        area="specialist"
        canOpenRound={me.isChair && scoring}
        state={negotiation}
        prompt={promptOf(workspace)}
        actions={
          canWaive ? (
            <Button onClick={() => setWaiving(true)} data-testid="negotiation-waive">
              不进行谈判
            </Button>
          ) : null
        }
      />
      <ReasonModal
        open={waiving}
        title="不进行谈判"
        notice="记录评标委员会不进行谈判的理由后，将按开标报价排序；理由写入评标报告和操作日志，记录后不能修改。"
        label="不进行谈判的理由"
        placeholder="例如：各投标人报价均在预算内且技术响应一致，经评标委员会讨论决定不进行谈判"
        rule={reasonRule}
        okText="记录理由"
        busy={waive.isPending}
        onCancel={() => setWaiving(false)}
        onSubmit={async (reason) => {
          const env = await waive.mutateAsync(reason);
          feedback.success(env.msg || '已记录不进行谈判的理由');
          setWaiving(false);
        }}
      />
    </>
  );
}
