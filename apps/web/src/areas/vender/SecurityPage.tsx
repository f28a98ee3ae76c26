import { Card, Typography } from 'antd';
import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm.tsx';

/** /vender/layout/security — the supplier changes the password, then signs in again. */
export function SecurityPage() {
  return (
    <Card variant="borderless" data-testid="page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        修改密码
      </Typography.Title>
      <div style={{ maxWidth: 420 }}>
        <ChangePasswordForm area="vender" />
      </div>
    </Card>
  );
}
