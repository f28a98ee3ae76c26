import { SafetyCertificateOutlined } from '@ant-design/icons';
import { captchaAnswerField } from '@swp/core/auth/fields';
import { Form, Input, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { zodRule } from '../forms/zodRule.ts';
import type { Captcha } from './useCaptcha.ts';
import styles from './verification.module.css';

/** The image captcha input with its picture; clicking the picture loads a new one. */
interface Props {
  captcha: Captcha;
  name?: string;
  /** Validate with the form (account login); the SMS form checks it only when a code is requested. */
  validateOnSubmit?: boolean;
  /** A label, for forms that label their fields (the sign-in forms use placeholders only). */
  label?: ReactNode;
}

export function CaptchaField({ captcha, name = 'verCode', validateOnSubmit = true, label }: Props) {
  return (
    <Form.Item className={styles.captchaRow} required label={label}>
      <div className={styles.inline}>
        <Form.Item name={name} rules={validateOnSubmit ? [zodRule(captchaAnswerField)] : []} noStyle>
          <Input
            size="large"
            prefix={<SafetyCertificateOutlined className={styles.icon} />}
            placeholder="图形验证码"
            maxLength={8}
            autoComplete="off"
            data-testid="captcha-input"
          />
        </Form.Item>
        <Tooltip title="看不清？点击换一张">
          <button type="button" className={styles.captchaImage} onClick={captcha.refresh} data-testid="captcha-image">
            <img src={captcha.src} alt="图形验证码" data-uuid={captcha.uuid} />
          </button>
        </Tooltip>
      </div>
    </Form.Item>
  );
}
