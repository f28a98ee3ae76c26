import { Alert, Card } from 'antd';
import { PageTitle } from '../../shared/components/PageTitle.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

interface Props {
  area: 'manage' | 'specialist';
  /** The password was set by someone else (csflg): the user is kept here until they choose their own. */
  mustChange: boolean;
  /** Why the password must change, in the words of the area (初始密码, a password sent by SMS…). */
  mustChangeTitle: string;
  mustChangeDescription: string;
}

/** The change-password page of the areas that sign in with a password staff may have set. */
export function ChangePasswordPage({ area, mustChange, mustChangeTitle, mustChangeDescription }: Props) {
  return (
    <Card variant="borderless" data-testid="page">
      <PageTitle style={{ marginTop: 0 }}>修改密码</PageTitle>
      {mustChange ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 20, maxWidth: 560 }}
          title={mustChangeTitle}
          description={mustChangeDescription}
          data-testid="must-change-alert"
        />
      ) : null}
      <div style={{ maxWidth: 420 }}>
        <ChangePasswordForm area={area} />
      </div>
    </Card>
  );
}
