import { LockOutlined } from '@ant-design/icons';
import { type ModifyPasswordInput, modifyPasswordInput } from '@swp/core/auth/schema';
import { Button, Form, type FormInstance, Input } from 'antd';
import { useState } from 'react';
import type { Area } from '../../app/area.ts';
import { NewPasswordFields } from '../../shared/forms/NewPasswordFields.tsx';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { changePassword } from './api.ts';

const { oldpassword, newpassword } = modifyPasswordInput.shape;

interface Props {
  area: Area;
  /** Ask for the new password twice (the pages do; the specialist modal keeps the product's two fields). */
  withConfirm?: boolean;
  /** Render without the submit button (a modal supplies its own OK button). */
  form?: FormInstance;
  hideSubmit?: boolean;
  onBusyChange?: (busy: boolean) => void;
}

interface Values extends ModifyPasswordInput {
  confirm?: string;
}

/** docs/product.md password change: oldpassword + newpassword ('请输入旧密码' / '请输入新密码'), then re-login. */
export function ChangePasswordForm({ area, withConfirm = true, form: external, hideSubmit, onBusyChange }: Props) {
  const [own] = Form.useForm<Values>();
  const form = external ?? own;
  const [busy, setBusy] = useState(false);

  const finish = async ({ confirm: _confirm, ...input }: Values) => {
    setBusy(true);
    onBusyChange?.(true);
    try {
      await changePassword(area, input);
    } catch {
      // the client already showed the reason
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={finish}
      requiredMark
      style={hideSubmit ? { marginTop: 20 } : undefined}
      data-testid="change-password-form"
    >
      <Form.Item label="旧密码" name="oldpassword" rules={[zodRule(oldpassword)]} required>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入旧密码" autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields
        name="newpassword"
        label="新密码"
        rule={newpassword}
        confirm={withConfirm}
        prefix={<LockOutlined />}
      />
      {hideSubmit ? null : (
        <Button type="primary" htmlType="submit" loading={busy} data-testid="change-password-submit">
          确认修改
        </Button>
      )}
    </Form>
  );
}
