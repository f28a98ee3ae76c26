import { KeyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { logout, useSpecialistSession } from '../../app/session/index.ts';
import { UserCard } from '../../shared/layout/UserCard.tsx';
import { UserTrigger } from '../../shared/layout/UserTrigger.tsx';
import { ModifyPasswordModal } from './ModifyPasswordModal.tsx';

/** Seed §2: the user popover with specialistName, mobile and department, 修改密码 (a modal) and 退出登录. */
export function SpecialistUser() {
  const user = useSpecialistSession((s) => s.user);
  const [modal, setModal] = useState(false);
  return (
    <>
      <UserTrigger
        name={user?.specialistName ?? ''}
        mobile={user?.mobile}
        content={(close) => (
          <UserCard
            title={user?.specialistName ?? ''}
            rows={[
              { label: '姓名', value: user?.specialistName },
              { label: '手机号', value: user?.mobile },
              { label: '所属单位', value: user?.deptName, testId: 'user-dept' },
            ]}
            actions={
              <Button
                type="link"
                icon={<KeyOutlined />}
                onClick={() => {
                  close();
                  setModal(true);
                }}
                data-testid="modify-password"
              >
                修改密码
              </Button>
            }
            onLogout={() => void logout('specialist')}
          />
        )}
      />
      <ModifyPasswordModal open={modal} onClose={() => setModal(false)} />
    </>
  );
}
