import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { accountField, passwordField } from '@swp/core/auth/fields';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { CaptchaField } from '../../shared/verification/CaptchaField.tsx';
import { useCaptcha } from '../../shared/verification/useCaptcha.ts';
import styles from './auth.module.css';

export interface AccountLoginValues {
  account: string;
  password: string;
  uuId?: string;
  verCode?: string;
}

interface Props {
  /** Ask for the image captcha too (the staff login). */
  withCaptcha?: boolean;
  submitText?: string;
  onSubmit: (values: AccountLoginValues) => Promise<unknown>;
}

/** Account + password (+ image captcha) with the product's messages 请输入账号 / 请输入密码. */
export function AccountLoginForm({ withCaptcha = false, submitText = '登录', onSubmit }: Props) {
  const [form] = Form.useForm<AccountLoginValues>();
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);

  const finish = async (values: AccountLoginValues) => {
    setBusy(true);
    try {
      await onSubmit(withCaptcha ? { ...values, uuId: captcha.uuid } : values);
    } catch {
      if (withCaptcha) {
        captcha.refresh();
        form.setFieldValue('verCode', undefined);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} onFinish={finish} autoComplete="on" data-testid="account-login-form">
      <Form.Item name="account" rules={[zodRule(accountField)]} required>
        <Input
          size="large"
          prefix={<UserOutlined className={styles.icon} />}
          placeholder="账号"
          autoComplete="username"
          data-testid="account-input"
        />
      </Form.Item>
      <Form.Item name="password" rules={[zodRule(passwordField)]} required>
        <Input.Password
          size="large"
          prefix={<LockOutlined className={styles.icon} />}
          placeholder="密码"
          autoComplete="current-password"
          data-testid="password-input"
        />
      </Form.Item>
      {withCaptcha ? <CaptchaField captcha={captcha} /> : null}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={busy}
        className={styles.submit}
        data-testid="login-submit"
      >
        {submitText}
      </Button>
    </Form>
  );
}
