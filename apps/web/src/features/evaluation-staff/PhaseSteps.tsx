import type { EvalPhase } from '@swp/core/evaluation/labels';
import { Steps } from 'antd';

/** Where each phase sits in the Steps below: 开标 is behind the committee as soon as this tab shows anything. */
const CURRENT: Record<EvalPhase, number> = { waiting: 1, preliminary: 1, detailed: 2, finished: 3 };

/** 开标 → 初步评审 → 详细评审 → 评标完成, the committee's place in it. */
export function PhaseSteps({ phase }: { phase: EvalPhase }) {
  return (
    <Steps
      size="small"
      current={CURRENT[phase]}
      status={phase === 'finished' ? 'finish' : 'process'}
      items={[
        { title: '开标' },
        { title: '初步评审', description: '资格性、符合性审查' },
        { title: '详细评审', description: '商务、技术评分' },
        { title: '评标完成', description: '组长提交评标报告' },
      ]}
      data-testid="eval-steps"
    />
  );
}
