import { KeyOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { logout, useStaffSession } from '../../app/session/index.ts';
import { UserCard } from '../../shared/layout/UserCard.tsx';
import { UserTrigger } from '../../shared/layout/UserTrigger.tsx';
import { MANAGE_BASE } from './routes.tsx';

/** Header user block of docs/product.md: name (or username) and mobile; the popover has deptName, 修改密码, 退出登录. */
export function ManageUser() {
  const user = useStaffSession((s) => s.user);
  const name = user?.name || user?.username || '';
  return (
    <UserTrigger
      name={name}
      mobile={user?.mobile}
      content={(close) => (
        <UserCard
          title={name}
          rows={[
            { label: '账号', value: user?.username },
            { label: '手机号', value: user?.mobile },
            { label: '所属部门', value: user?.deptName, testId: 'user-dept' },
          ]}
          actions={
            <Link
              to={`${MANAGE_BASE}/change-pwd`}
              onClick={close}
              data-testid="change-pwd-link"
              style={{ display: 'flex', gap: 8, padding: '6px 8px' }}
            >
              <KeyOutlined />
              修改密码
            </Link>
          }
          onLogout={() => void logout('manage')}
        />
      )}
    />
  );
}
