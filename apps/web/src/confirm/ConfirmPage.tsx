import { LINK_INVALID_ADVICE, LINK_INVALID_TITLE } from '@swp/core/extraction/link-messages';
import { useCallback, useEffect, useState } from 'react';
import { AnswerForm } from './AnswerForm.tsx';
import { BottomDrawer } from './BottomDrawer.tsx';
import { Invitation } from './Invitation.tsx';
import { type Answer, type ConfirmKind, KINDS } from './kinds.ts';
import { Toaster } from './toast.tsx';
import { useConfirmDetail } from './useConfirmDetail.ts';
import { useLinkExpired } from './useLinkExpired.ts';

const DRAWER_TITLES: Record<Answer, string> = { 1: '确认参加', [-1]: '无法参加' };

interface Props {
  kind: ConfirmKind;
  linkKey: string;
}

/** One of the two public confirmation pages (docs/product.md): banner, then the invitation or its answer. */
export function ConfirmPage({ kind, linkKey }: Props) {
  const config = KINDS[kind];
  const { state, reload } = useConfirmDetail(config, linkKey);
  const ready = state.status === 'ready' ? state : null;
  const expired = useLinkExpired(ready?.detail ?? null, ready?.clockOffsetMs ?? 0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  // The 10 minutes ran out with the drawer open: it closes, the page says 操作超时.
  useEffect(() => {
    if (expired) setAnswer(null);
  }, [expired]);
  const close = useCallback(() => setAnswer(null), []);
  const answered = useCallback(() => {
    setAnswer(null);
    void reload();
  }, [reload]);

  return (
    <div className="cf-page">
      {/* The banner is the page's title: its words are the heading a screen reader lists (WCAG 1.3.1). */}
      <h1 className="cf-title">
        <img
          className="cf-banner"
          src="/confirm-banner.svg"
          width={750}
          height={300}
          alt="水务集团 电子采购交易平台 · 评标专家邀请"
        />
      </h1>
      <main className="cf-card" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && (
          <div className="cf-loading" data-testid="confirm-loading">
            <span className="cf-spinner" aria-hidden="true" />
            正在加载邀请信息…
          </div>
        )}
        {state.status === 'invalid' && (
          <div className="cf-result cf-result--muted" data-testid="confirm-invalid">
            <span className="cf-result__icon" aria-hidden="true">
              !
            </span>
            <p className="cf-result__title">{LINK_INVALID_TITLE}</p>
            <p className="cf-result__hint">{LINK_INVALID_ADVICE}。</p>
          </div>
        )}
        {state.status === 'failed' && (
          <div className="cf-result cf-result--muted" data-testid="confirm-failed">
            <span className="cf-result__icon" aria-hidden="true">
              !
            </span>
            <p className="cf-result__title">操作超时</p>
            <p className="cf-result__hint">
              {state.msg ? `${state.msg}。` : '未能获取邀请信息，请检查网络后重新打开短信链接。'}
            </p>
          </div>
        )}
        {ready && <Invitation kind={kind} detail={ready.detail} expired={expired} onAnswer={setAnswer} />}
      </main>
      <footer className="cf-footer">水务集团电子采购交易平台</footer>
      {answer !== null && !expired && (
        <BottomDrawer title={DRAWER_TITLES[answer]} onClose={close} testId="answer-drawer">
          <AnswerForm kind={kind} config={config} linkKey={linkKey} confirm={answer} onAnswered={answered} />
        </BottomDrawer>
      )}
      <Toaster />
    </div>
  );
}
