import { Card } from 'antd';
import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm.tsx';
import { PageTitle } from '../../shared/components/PageTitle.tsx';

/** /vender/layout/security — the supplier changes the password, then signs in again. */
export function SecurityPage() {
  return (
    <Card variant="borderless" data-testid="page">
      <PageTitle style={{ marginTop: 0 }}>修改密码</PageTitle>
      <div style={{ maxWidth: 420 }}>
        <ChangePasswordForm area="vender" />
      </div>
    </Card>
  );
}
