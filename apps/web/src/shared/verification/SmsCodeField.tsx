import { MessageOutlined } from '@ant-design/icons';
import { Msg } from '@swp/core/api';
import { smsCodeApi } from '@swp/core/auth/contract';
import { captchaAnswerField, smsCodeField } from '@swp/core/auth/fields';
import type { SendVerCodePurpose } from '@swp/core/auth/sms-purpose';
import { Button, Form, type FormInstance, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { apiEnvelope } from '../../app/api.ts';
import { feedback } from '../../app/feedback.ts';
import { zodRule } from '../forms/zodRule.ts';
import { useCountdown } from '../hooks/useCountdown.ts';
import type { Captcha } from './useCaptcha.ts';
import styles from './verification.module.css';

/** Counting down: looks disabled; a press explains how long to wait instead of sending. */
const COUNTING_STYLE = {
  color: 'rgba(0, 0, 0, 0.3)',
  background: '#f5f5f5',
  borderColor: '#d9d9d9',
  cursor: 'not-allowed',
} as const;

type SendCode = (input: { mobile: string; uuId: string; verCode: string }) => Promise<{ msg?: string }>;

/** Where the code is asked for: one or the other, never neither. */
type Sender =
  | {
      /** Which sign-in the code is for (POST /api/sendVerCode): the server accepts it only there. */
      purpose: SendVerCodePurpose;
      send?: never;
    }
  | {
      purpose?: never;
      /**
       * Sends the code elsewhere (the supplier's registration and 找回密码 have their own endpoint with its own
       * purposes); it resolves with the envelope like the default.
       */
      send: SendCode;
    };

type Props = Sender & {
  form: FormInstance;
  captcha: Captcha;
  /** Keeps the countdown per area across a reload. */
  countdownKey: string;
  /** A label, for forms that label their fields (the sign-in forms use placeholders only). */
  label?: ReactNode;
};

/**
 * The SMS code input and its 发送验证码 button (docs/product.md): the send checks the mobile and image captcha, then
 * POST /api/sendVerCode; after 发送成功 the button counts 60 s down ({N}秒后重发). While counting, a press only
 * warns 请{N}秒后重试 and sends nothing.
 */
export function SmsCodeField({ form, captcha, countdownKey, label, ...sender }: Props) {
  const { remaining, counting, start } = useCountdown(countdownKey);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (counting) {
      feedback.warning(`请${remaining}秒后重试`);
      return;
    }
    let mobile: string;
    try {
      mobile = ((await form.validateFields(['mobile'])) as { mobile: string }).mobile.trim();
    } catch {
      return;
    }
    const verCode = String(form.getFieldValue('verCode') ?? '').trim();
    const checked = captchaAnswerField.safeParse(verCode);
    if (!checked.success) {
      form.setFields([{ name: 'verCode', errors: [checked.error.issues[0]?.message ?? '请输入图形验证码'] }]);
      return;
    }
    setSending(true);
    try {
      const input = { mobile, uuId: captcha.uuid, verCode };
      const env = sender.send
        ? await sender.send(input)
        : await apiEnvelope(smsCodeApi.sendVerCode, { ...input, purpose: sender.purpose });
      feedback.success(env.msg || Msg.sentOk);
      start();
    } catch {
      // the client already showed the reason
    } finally {
      setSending(false);
      // The image captcha is single use: the next send needs a new one.
      captcha.refresh();
      form.setFieldValue('verCode', undefined);
    }
  };

  return (
    <Form.Item required className={styles.captchaRow} label={label}>
      <div className={styles.inline}>
        <Form.Item name="code" rules={[zodRule(smsCodeField)]} noStyle>
          <Input
            size="large"
            prefix={<MessageOutlined className={styles.icon} />}
            placeholder="短信验证码"
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            data-testid="sms-code-input"
          />
        </Form.Item>
        <Button
          size="large"
          className={styles.sendButton}
          style={counting ? COUNTING_STYLE : undefined}
          aria-disabled={counting}
          loading={sending}
          onClick={send}
          data-testid="send-code"
        >
          {counting ? `${remaining}秒后重发` : '发送验证码'}
        </Button>
      </div>
    </Form.Item>
  );
}
