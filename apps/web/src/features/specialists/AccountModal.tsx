import { type SpecialistListItem, specialistAccountField } from '@swp/core/specialist/index';
import { Alert, type ButtonProps, Form, Input, Modal } from 'antd';
import { feedback } from '../../app/feedback.ts';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { useCreateAccount } from './api.ts';

export const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

/**
 * 开通账号: staff choose the sign-in name; the server makes a random initial password and sends it to the expert
 * by SMS only (staff never see it).
 */
export function AccountModal({ expert, onClose }: { expert: SpecialistListItem | null; onClose: () => void }) {
  const [form] = Form.useForm<{ account: string }>();
  const create = useCreateAccount();
  const submit = async () => {
    if (!expert) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { account } = values;
    try {
      const env = await create.mutateAsync({ id: expert.id, account: account.trim() });
      feedback.success(env.msg || '专家账号已开通');
      onClose();
    } catch {
      // shown by the HTTP client
    }
  };
  return (
    <Modal
      open={expert != null}
      title={`开通专家账号：${expert?.name ?? ''}`}
      okText="开通并发送短信"
      okButtonProps={{ 'data-testid': 'account-ok' } as ButtonProps}
      confirmLoading={create.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`开通后，系统将生成初始密码并通过短信发送至专家手机 ${expert ? maskMobile(expert.mobile) : ''}，平台不显示密码。专家登录专家端后请尽快修改密码。`}
      />
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          label="登录账号"
          name="account"
          rules={[zodRule(specialistAccountField)]}
          required
          extra="以字母开头，4-30位字母、数字或下划线"
        >
          <Input placeholder="请输入账号" maxLength={30} autoComplete="off" data-testid="account-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
