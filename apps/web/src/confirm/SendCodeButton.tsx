import { Msg } from '@swp/core/api';
import { useState } from 'react';
import { useCountdown } from '../shared/hooks/useCountdown.ts';
import { post } from './http.ts';
import { toast } from './toast.tsx';

interface Props {
  codePath: string;
  linkKey: string;
}

/**
 * 发送验证码 (docs/product.md): POST getCode {id: t}; on success 发送成功 and a 60 s countdown ({N}秒后重发). While
 * counting the button looks disabled, but a press still reaches us so we can say 请{N}秒后重试 instead of sending.
 * The end of the countdown is kept per link in sessionStorage, so reloading the page does not allow a resend.
 */
export function SendCodeButton({ codePath, linkKey }: Props) {
  const { remaining, counting, start } = useCountdown(`confirm-code:${linkKey}`);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (counting) {
      toast.warning(`请${remaining}秒后重试`);
      return;
    }
    if (sending) return;
    setSending(true);
    try {
      await post(codePath, { id: linkKey });
      toast.success(Msg.sentOk);
      start();
    } catch {
      // the wrapper already showed why
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className="cf-btn cf-btn--code"
      aria-disabled={counting || sending}
      onClick={send}
      data-testid="send-code"
    >
      {sending ? '发送中…' : counting ? `${remaining}秒后重发` : '发送验证码'}
    </button>
  );
}
