import type { SpecialistLoginResult } from '@swp/core/auth/schema';
import { useSpecialistSession } from '../../app/session/index.ts';
import { AreaLoginPage } from '../../features/auth/AreaLoginPage.tsx';
import { authApi } from '../../features/auth/api.ts';
import { useSpecialistMustChange } from './mustChange.ts';
import { SPECIALIST_BASE, SPECIALIST_CHANGE_PWD } from './routes.tsx';

/** /specialist/login — account + password, or mobile + SMS code. */
export function SpecialistLogin() {
  const loggedIn = useSpecialistSession((s) => s.loggedIn);
  return (
    <AreaLoginPage<SpecialistLoginResult>
      title="评标专家登录"
      subtitle="在线评标 · 评审打分 · 个人信息维护"
      switchLinks={[
        { to: '/manage/login', label: '管理端登录' },
        { to: '/vender', label: '供应商门户' },
      ]}
      base={SPECIALIST_BASE}
      changePwd={SPECIALIST_CHANGE_PWD}
      signedIn={loggedIn}
      accountLogin={(v) => authApi.specialistLogin({ account: v.account.trim(), password: v.password })}
      smsLogin={authApi.specialistSmsLogin}
      countdownKey="specialist_sms_until"
      purpose="specialist-login"
      onSignIn={(data) => {
        useSpecialistSession.getState().signIn(data.token, data.user);
        // csflg: the password came by SMS (开通账号 / 重置密码) and must be replaced before anything else.
        useSpecialistMustChange.getState().setMustChange(!!data.csflg);
      }}
    />
  );
}
