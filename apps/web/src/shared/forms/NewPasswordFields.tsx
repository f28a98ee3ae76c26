import { Col, type ColProps, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { type ParsesValue, sameAs, zodRule } from './zodRule.ts';

/** What core's choosePasswordRule asks for (docs/product.md), said before the user types. */
const PASSWORD_HINT = '8–32 位，须同时包含字母和数字';

interface Props {
  /** The form field of the new password (its call's name: password, newPassword, newpassword). */
  name: string;
  /** 密码 or 新密码: labels, placeholders and messages are worded from it, as core words the rule's own. */
  label: string;
  /** Core's rule for the chosen password (choosePasswordRule), the one the server applies. */
  rule: ParsesValue;
  /** Ask for it twice (the field `confirm`, never sent); the specialist modal keeps the product's single field. */
  confirm?: boolean;
  /** Lays each field out in a column of this size (the registration form's two-column grid). */
  col?: ColProps;
  prefix?: ReactNode;
  testIds?: { password: string; confirm: string };
}

/** A password being chosen and, by default, its confirmation: registration, 找回密码 and 修改密码 alike. */
export function NewPasswordFields({ name, label, rule, confirm = true, col, prefix, testIds }: Props) {
  const inColumn = (item: ReactNode) => (col ? <Col {...col}>{item}</Col> : item);
  return (
    <>
      {inColumn(
        <Form.Item label={label} name={name} rules={[zodRule(rule)]} required extra={PASSWORD_HINT}>
          <Input.Password
            prefix={prefix}
            placeholder={`请输入${label}`}
            autoComplete="new-password"
            data-testid={testIds?.password}
          />
        </Form.Item>,
      )}
      {confirm
        ? inColumn(
            <Form.Item
              label={`确认${label}`}
              name="confirm"
              dependencies={[name]}
              rules={[{ required: true, message: `请再次输入${label}` }, sameAs(name, `两次输入的${label}不一致`)]}
              required
            >
              <Input.Password
                prefix={prefix}
                placeholder={`请再次输入${label}`}
                autoComplete="new-password"
                data-testid={testIds?.confirm}
              />
            </Form.Item>,
          )
        : null}
    </>
  );
}
