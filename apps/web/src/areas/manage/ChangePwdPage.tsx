import { useStaffSession } from '../../app/session/index.ts';
import { ChangePasswordPage } from '../../features/auth/ChangePasswordPage.tsx';

/** /manage/layout/change-pwd — also where a user with an initial password is kept until it is changed. */
export function ChangePwdPage() {
  const mustChange = useStaffSession((s) => s.mustChange);
  return (
    <ChangePasswordPage
      area="manage"
      mustChange={mustChange}
      mustChangeTitle="您正在使用初始密码，请先修改密码"
      mustChangeDescription="为保障账号安全，修改密码后才能使用平台的其他功能；修改成功后请使用新密码重新登录。"
    />
  );
}
