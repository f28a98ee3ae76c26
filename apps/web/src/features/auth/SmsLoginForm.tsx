import { MobileOutlined } from '@ant-design/icons';
import { mobileField } from '@swp/core/auth/fields';
import type { SmsLoginInput } from '@swp/core/auth/schema';
import type { SendVerCodePurpose } from '@swp/core/auth/sms-purpose';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { CaptchaField } from '../../shared/verification/CaptchaField.tsx';
import { SmsCodeField } from '../../shared/verification/SmsCodeField.tsx';
import { useCaptcha } from '../../shared/verification/useCaptcha.ts';
import styles from './auth.module.css';

interface Props {
  countdownKey: string;
  /** The sign-in the SMS code is requested for (a staff code does not sign an expert in, and back). */
  purpose: SendVerCodePurpose;
  onSubmit: (values: SmsLoginInput) => Promise<unknown>;
}

/** Mobile + image captcha (to request the code) + SMS code. */
export function SmsLoginForm({ countdownKey, purpose, onSubmit }: Props) {
  const [form] = Form.useForm();
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);

  const finish = async (values: { mobile: string; code: string }) => {
    setBusy(true);
    try {
      await onSubmit({ mobile: values.mobile.trim(), code: values.code.trim() });
    } catch {
      // the client already showed the reason
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} onFinish={finish} data-testid="sms-login-form">
      <Form.Item name="mobile" rules={[zodRule(mobileField)]} required>
        <Input
          size="large"
          prefix={<MobileOutlined className={styles.icon} />}
          placeholder="手机号"
          maxLength={11}
          inputMode="tel"
          autoComplete="tel"
          data-testid="mobile-input"
        />
      </Form.Item>
      <CaptchaField captcha={captcha} validateOnSubmit={false} />
      <SmsCodeField form={form} captcha={captcha} countdownKey={countdownKey} purpose={purpose} />
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={busy}
        className={styles.submit}
        data-testid="login-submit"
      >
        登录
      </Button>
    </Form>
  );
}
