import type { ReactNode } from 'react';
import type { Answer, ConfirmDetail, ConfirmKind } from './kinds.ts';
import { expiryOf, formatOpenTime, formatTime } from './time.ts';

interface Props {
  kind: ConfirmKind;
  detail: ConfirmDetail;
  /** The link's 10 minutes are over (by the server's clock) while the invitation is unanswered. */
  expired: boolean;
  onAnswer: (answer: Answer) => void;
}

/** Page 1 names the opening's time and place (docs/product.md), set in bold to be found at a glance; page 2 does not. */
function InvitationText({ kind, detail }: { kind: ConfirmKind; detail: ConfirmDetail }) {
  if (kind === 'external') return <>我公司诚挚邀请您作为评标专家，参加本次评标工作。</>;
  const time = formatOpenTime(detail.openTime);
  const address = detail.address?.trim();
  return (
    <>
      我公司
      {time ? (
        <>
          将于<strong>{time}</strong>
        </>
      ) : (
        '将'
      )}
      {address && (
        <>
          在<strong>{address}</strong>
        </>
      )}
      举行开标，诚挚邀请您作为评标专家参加本次评标工作。
    </>
  );
}

/** The greeting, the invitation, and what the expert can do now (docs/product.md). */
export function Invitation({ kind, detail, expired, onAnswer }: Props) {
  return (
    <>
      <p className="cf-greeting" data-testid="greeting">
        尊敬的 {detail.specialistName} 专家：您好！
      </p>
      <p className="cf-text" data-testid="invitation">
        <InvitationText kind={kind} detail={detail} />
      </p>
      <AnswerState detail={detail} expired={expired} onAnswer={onAnswer} />
    </>
  );
}

function AnswerState({ detail, expired, onAnswer }: Omit<Props, 'kind'>) {
  switch (detail.isAffirm) {
    case 0: {
      const expiry = expiryOf(detail.sendurlSendtime);
      // The product's words for a timeout (docs/product.md); the server refuses a code or an answer from now on anyway.
      if (expired)
        return (
          <Result tone="muted" icon="!" title="操作超时" testId="state-expired">
            本页面已于 <span className="cf-nowrap">{expiry}</span>{' '}
            失效，未能在链接发送后10分钟内完成确认。如有疑问，请联系项目工作人员。
          </Result>
        );
      return (
        <>
          <div className="cf-notice" role="note" data-testid="expiry-notice">
            {expiry ? (
              <>
                本页面将在链接发送10分钟后失效，请于 <strong className="cf-nowrap">{expiry}</strong>{' '}
                <span className="cf-nowrap">前完成确认。</span>
              </>
            ) : (
              '本页面将在链接发送10分钟后失效。'
            )}
          </div>
          <div className="cf-actions">
            <button type="button" className="cf-btn cf-btn--primary" onClick={() => onAnswer(1)}>
              确认参加评标
            </button>
            <button type="button" className="cf-btn cf-btn--default" onClick={() => onAnswer(-1)}>
              本次无法参加
            </button>
          </div>
        </>
      );
    }
    case 1: {
      const at = formatTime(detail.affirmTime);
      return (
        <Result tone="success" title="已确认参加" testId="state-confirmed">
          {at && <>确认时间：{at}</>}
        </Result>
      );
    }
    case 2:
      return <Result tone="muted" title="不能参加本次评标" testId="state-cannot-attend" />;
    case -1:
      return <Result tone="muted" title="不参加本次评标" testId="state-declined" />;
    default:
      return null;
  }
}

interface ResultProps {
  tone: 'success' | 'muted';
  /** The mark in the circle; by default ✓ for success, — otherwise. */
  icon?: string;
  title: string;
  testId: string;
  children?: ReactNode;
}

function Result({ tone, icon, title, testId, children }: ResultProps) {
  return (
    <div className={`cf-result cf-result--${tone}`} data-testid={testId}>
      <span className="cf-result__icon" aria-hidden="true">
        {icon ?? (tone === 'success' ? '✓' : '—')}
      </span>
      <p className="cf-result__title">{title}</p>
      {children && <p className="cf-result__hint">{children}</p>}
    </div>
  );
}
