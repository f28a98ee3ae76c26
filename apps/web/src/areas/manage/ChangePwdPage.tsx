import { Alert, Card, Typography } from 'antd';
import { useStaffSession } from '../../app/session/index.ts';
import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm.tsx';

/** /manage/layout/change-pwd — also where a user with an initial password is kept until it is changed. */
export function ChangePwdPage() {
  const mustChange = useStaffSession((s) => s.mustChange);
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
          title="您正在使用初始密码，请先修改密码"
          description="为保障账号安全，修改密码后才能使用平台的其他功能；修改成功后请使用新密码重新登录。"
          data-testid="must-change-alert"
        />
      ) : null}
      <div style={{ maxWidth: 420 }}>
        <ChangePasswordForm area="manage" />
      </div>
    </Card>
  );
}
