import type { EvalPhase } from '@swp/core/evaluation/labels';
import {
  EVAL_STAGE_LABELS,
  type EvalStage,
  type NegotiationState,
  negotiationSummary,
  stageOf,
  stagesOf,
} from '@swp/core/evaluation/negotiation';
import { Steps } from 'antd';

const DESCRIPTIONS: Record<EvalStage, string> = {
  preliminary: '资格性、符合性审查',
  negotiation: '',
  detailed: '商务、技术评分',
  finished: '组长提交评标报告',
};

interface Props {
  phase: EvalPhase;
  purchaseWay: number;
  /** 竞争性谈判 projects: the rounds held and the recorded reason (progress `negotiation`). */
  negotiation: NegotiationState | null;
}

/**
 * 开标 → 初步评审 → (竞争性谈判 →) 详细评审 → 评标完成 (core stagesOf / stageOf), the committee's place in it; under
 * 竞争性谈判 the rounds held or the recorded reason for none.
 */
export function PhaseSteps({ phase, purchaseWay, negotiation }: Props) {
  const stages = stagesOf(purchaseWay);
  const stage = stageOf(phase, purchaseWay, negotiation);
  // 开标 is behind the committee as soon as this tab shows anything.
  const current = stage === null ? 1 : stages.indexOf(stage) + 1;
  return (
    <Steps
      size="small"
      current={current}
      status={phase === 'finished' ? 'finish' : 'process'}
      items={[
        { title: '开标' },
        ...stages.map((s) => ({
          title: EVAL_STAGE_LABELS[s],
          content: s === 'negotiation' && negotiation ? negotiationSummary(negotiation) : DESCRIPTIONS[s],
        })),
      ]}
      data-testid="eval-steps"
    />
  );
}
