import { Form, Modal } from 'antd';
import { useState } from 'react';
import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm.tsx';

/**
 * docs/product.md: the specialist's modify-password modal. Both fields are required (请输入旧密码 / 请输入新密码);
 * success shows 修改成功，请重新登录, logs out and returns to the login page.
 */
export function ModifyPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      title="修改密码"
      open={open}
      onOk={() => form.submit()}
      onCancel={onClose}
      okText="确认修改"
      confirmLoading={busy}
      destroyOnHidden
      afterClose={() => form.resetFields()}
      data-testid="modify-password-modal"
      width={440}
    >
      <ChangePasswordForm area="specialist" form={form} withConfirm={false} hideSubmit onBusyChange={setBusy} />
    </Modal>
  );
}
