import { mobileField } from '@swp/core/auth/fields';
import { findSupplierPasswordInput } from '@swp/core/supplier/index';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { bus } from '../../app/events.ts';
import { feedback } from '../../app/feedback.ts';
import { ApiError } from '../../app/http.ts';
import { clearSession } from '../../app/session/index.ts';
import { PageTitle } from '../../shared/components/PageTitle.tsx';
import { NewPasswordFields } from '../../shared/forms/NewPasswordFields.tsx';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { CaptchaField } from '../../shared/verification/CaptchaField.tsx';
import { SmsCodeField } from '../../shared/verification/SmsCodeField.tsx';
import { useCaptcha } from '../../shared/verification/useCaptcha.ts';
import { findSupplierPassword, sendSupplierCode } from './api.ts';
import { supplierPagePath } from './paths.ts';
import { markRefusedField } from './rules.ts';
import styles from './suppliers.module.css';

interface Values {
  mobile: string;
  verCode?: string;
  code: string;
  newPassword: string;
  confirm: string;
}

export const PASSWORD_RESET_MESSAGE = '密码已重置，请重新登录';

/**
 * /vender/layout/findpassword — public: the registered mobile, proven by an SMS code, sets a new password. The
 * server ends every session of the company, so this browser's is forgotten too and the login modal opens.
 */
export function FindPasswordPage() {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const finish = async (v: Values) => {
    setBusy(true);
    try {
      await findSupplierPassword({ mobile: v.mobile.trim(), smsCode: v.code.trim(), newPassword: v.newPassword });
      feedback.success(PASSWORD_RESET_MESSAGE);
      clearSession('vender');
      navigate(supplierPagePath.bulletin);
      bus.emit('loginNeeded');
    } catch (err) {
      if (err instanceof ApiError) markRefusedField(form, err.message, ['mobile', 'code']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="borderless" className={styles.formCard} data-testid="page">
      <PageTitle className={styles.pageTitle}>找回密码</PageTitle>
      <Typography.Paragraph type="secondary">
        通过注册时绑定的手机号接收短信验证码，设置新密码。重置后，已登录的设备需重新登录。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" size="large" onFinish={finish} requiredMark data-testid="find-password-form">
        <Form.Item label="手机号" name="mobile" rules={[zodRule(mobileField)]} required>
          <Input placeholder="注册时填写的手机号" maxLength={11} inputMode="tel" data-testid="mobile-input" />
        </Form.Item>
        <CaptchaField captcha={captcha} validateOnSubmit={false} label="图形验证码" />
        <SmsCodeField
          form={form}
          captcha={captcha}
          countdownKey="vender_find_password_sms"
          send={(input) => sendSupplierCode({ ...input, purpose: 'find-password' })}
          label="短信验证码"
        />
        <NewPasswordFields
          name="newPassword"
          label="新密码"
          rule={findSupplierPasswordInput.shape.newPassword}
          testIds={{ password: 'new-password', confirm: 'confirm-password' }}
        />
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="find-password-submit">
          重置密码
        </Button>
        <div className={styles.backLinks}>
          <Button type="link" onClick={() => bus.emit('loginNeeded')}>
            想起密码了？去登录
          </Button>
        </div>
      </Form>
    </Card>
  );
}
