import { Alert, Card, Typography } from 'antd';
import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm.tsx';
import { useSpecialistMustChange } from './mustChange.ts';

/**
 * /specialist/layout/change-pwd — where an expert who signed in with a password sent by SMS (开通账号 or 重置密码)
 * is kept until they choose their own, as the management area does with csflg.
 */
export function SpecialistChangePwdPage() {
  const mustChange = useSpecialistMustChange((s) => s.mustChange);
  return (
    <Card variant="borderless" data-testid="page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        修改密码
      </Typography.Title>
      {mustChange ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 20, maxWidth: 560 }}
          title="您正在使用短信发送的密码，请先修改密码"
          description="为保障账号安全，修改密码后才能使用专家端的其他功能；修改成功后请使用新密码重新登录。"
          data-testid="must-change-alert"
        />
      ) : null}
      <div style={{ maxWidth: 420 }}>
        <ChangePasswordForm area="specialist" />
      </div>
    </Card>
  );
}
