import { App } from 'antd';
import { feedback } from '../../app/feedback.ts';
import type { DrawOutcome } from './api.ts';

/**
 * After a draw: the server's message, and when the SMS gateway refused some messages, a warning that names the
 * experts who were not reached (their invitations time out in 10 minutes and can then be replaced).
 */
export function useDrawFeedback() {
  const { modal } = App.useApp();
  return (msg: string, outcome: DrawOutcome | undefined) => {
    const failures = outcome?.smsFailures ?? [];
    if (failures.length === 0) {
      const counts = outcome
        ? `（符合条件 ${outcome.eligibleCount} 人，抽中评委 ${outcome.invited} 人、备选 ${outcome.backups} 人）`
        : '';
      feedback.success(`${msg || '抽取完成，已发送短信通知'}${counts}`);
      return;
    }
    modal.warning({
      title: '抽取完成，但部分短信发送失败',
      content: `以下专家未收到通知：${failures.map((f) => f.specialistName).join('、')}。请电话联系；其邀请 10 分钟后超时，可补抽其他专家。`,
    });
  };
}
