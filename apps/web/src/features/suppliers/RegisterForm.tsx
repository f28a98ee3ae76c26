import { accountField, mobileField } from '@swp/core/auth/fields';
import { MAX_LICENCE_FILES, registerSupplierInput, type SupplierFile } from '@swp/core/supplier/index';
import { Button, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { bus } from '../../app/events.ts';
import { ApiError } from '../../app/http.ts';
import { NewPasswordFields } from '../../shared/forms/NewPasswordFields.tsx';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { CaptchaField } from '../../shared/verification/CaptchaField.tsx';
import { SmsCodeField } from '../../shared/verification/SmsCodeField.tsx';
import { useCaptcha } from '../../shared/verification/useCaptcha.ts';
import { registerSupplier, sendSupplierCode } from './api.ts';
import { CompanyFields } from './CompanyFields.tsx';
import { supplierPagePath } from './paths.ts';
import { licenceRule, markRefusedField } from './rules.ts';
import { SupplierFilesField } from './SupplierFilesField.tsx';
import styles from './suppliers.module.css';

const field = registerSupplierInput.shape;

interface Values {
  account: string;
  password: string;
  confirm: string;
  companyName: string;
  creditCode: string;
  legalPerson: string;
  contactName: string;
  mobile: string;
  verCode?: string;
  code: string;
  licences: SupplierFile[];
}

const FIELDS = ['account', 'mobile', 'companyName', 'creditCode', 'code', 'licences'] as const;
const half = { xs: 24, md: 12 };

interface Props {
  /** The registration went through: the account exists, 待审核. */
  onRegistered: (account: string) => void;
}

/**
 * 供应商注册 (docs/product.md): account, company, licence and a mobile proven by an SMS code, each field with
 * core's rule. A refusal keeps everything typed; the field it names is marked beside the toast.
 */
export function RegisterForm({ onRegistered }: Props) {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);

  const finish = async (v: Values) => {
    setBusy(true);
    try {
      await registerSupplier({
        account: v.account.trim(),
        password: v.password,
        companyName: v.companyName.trim(),
        creditCode: v.creditCode,
        legalPerson: v.legalPerson.trim(),
        contactName: v.contactName.trim(),
        mobile: v.mobile.trim(),
        smsCode: v.code.trim(),
        licenceFileIds: v.licences.map((f) => f.id),
      });
      onRegistered(v.account.trim());
    } catch (err) {
      if (err instanceof ApiError) markRefusedField(form, err.message, FIELDS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark
      initialValues={{ licences: [] }}
      onFinish={finish}
      scrollToFirstError
      data-testid="register-form"
    >
      <h3 className={styles.section}>账号信息</h3>
      <Row gutter={24}>
        <Col {...half}>
          <Form.Item label="账号" name="account" rules={[zodRule(accountField)]} required extra="登录时使用">
            <Input placeholder="请输入账号" maxLength={50} autoComplete="username" data-testid="reg-account" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label="手机号"
            name="mobile"
            rules={[zodRule(mobileField)]}
            required
            extra="接收短信验证码和审核结果，也用于找回密码"
          >
            <Input placeholder="请输入手机号" maxLength={11} inputMode="tel" data-testid="mobile-input" />
          </Form.Item>
        </Col>
        <NewPasswordFields
          name="password"
          label="密码"
          rule={field.password}
          col={half}
          testIds={{ password: 'reg-password', confirm: 'reg-confirm' }}
        />
      </Row>

      <h3 className={styles.section}>企业信息</h3>
      <Row gutter={24}>
        <CompanyFields rules={field} testIdPrefix="reg" />
        <Col span={24}>
          <Form.Item label="营业执照" name="licences" rules={[licenceRule]} required>
            <SupplierFilesField max={MAX_LICENCE_FILES} buttonText="上传营业执照" testId="reg-licences" />
          </Form.Item>
        </Col>
      </Row>

      <h3 className={styles.section}>手机验证</h3>
      <Row gutter={24}>
        <Col {...half}>
          <CaptchaField captcha={captcha} validateOnSubmit={false} label="图形验证码" />
        </Col>
        <Col {...half}>
          <SmsCodeField
            form={form}
            captcha={captcha}
            countdownKey="vender_register_sms"
            send={(input) => sendSupplierCode({ ...input, purpose: 'register' })}
            label="短信验证码"
          />
        </Col>
      </Row>

      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={busy} className={styles.submit} data-testid="register-submit">
          提交注册
        </Button>
        <span className={styles.aside}>
          已有账号？
          <Button type="link" size="middle" onClick={() => bus.emit('loginNeeded')} className={styles.inlineLink}>
            立即登录
          </Button>
          <Link to={supplierPagePath.bulletin}>返回公告栏</Link>
        </span>
      </div>
    </Form>
  );
}
