import { KeyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { logout, useSpecialistSession } from '../../app/session/index.ts';
import { identityRows, useMyInfo } from '../../features/specialist-my/api.ts';
import { UserCard } from '../../shared/layout/UserCard.tsx';
import { UserTrigger } from '../../shared/layout/UserTrigger.tsx';
import { ModifyPasswordModal } from './ModifyPasswordModal.tsx';
import { useSpecialistMustChange } from './mustChange.ts';

/**
 * docs/product.md: the user popover with specialistName, mobile and department, 修改密码 (a modal) and 退出登录. It reads
 * what 我的信息 reads (the profile, with its words: identityRows), so the two agree even after staff changed the
 * expert's record; the sign-in's copy stands in until the profile arrives.
 */
export function SpecialistUser() {
  const user = useSpecialistSession((s) => s.user);
  const mustChange = useSpecialistMustChange((s) => s.mustChange);
  const profile = useMyInfo(user != null && !mustChange).data;
  const who = profile ?? {
    name: user?.specialistName ?? '',
    mobile: user?.mobile ?? '',
    deptName: user?.deptName ?? '',
  };
  const [modal, setModal] = useState(false);
  return (
    <>
      <UserTrigger
        name={who.name}
        mobile={who.mobile}
        content={(close) => (
          <UserCard
            title={who.name}
            rows={identityRows(who).map((r) => ({
              label: r.label,
              value: r.value,
              testId: r.key === 'deptName' ? 'user-dept' : `user-card-${r.key}`,
            }))}
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
