import { ChangePasswordPage } from '../../features/auth/ChangePasswordPage.tsx';
import { useSpecialistMustChange } from './mustChange.ts';

/**
 * /specialist/layout/change-pwd — where an expert who signed in with a password sent by SMS (开通账号 or 重置密码)
 * is kept until they choose their own, as the management area does with csflg.
 */
export function SpecialistChangePwdPage() {
  const mustChange = useSpecialistMustChange((s) => s.mustChange);
  return (
    <ChangePasswordPage
      area="specialist"
      mustChange={mustChange}
      mustChangeTitle="您正在使用短信发送的密码，请先修改密码"
      mustChangeDescription="为保障账号安全，修改密码后才能使用专家端的其他功能；修改成功后请使用新密码重新登录。"
    />
  );
}
