import type { StaffLoginResult } from '@swp/core/auth/schema';
import { staffSessionAlive, useStaffSession } from '../../app/session/index.ts';
import { AreaLoginPage } from '../../features/auth/AreaLoginPage.tsx';
import { authApi } from '../../features/auth/api.ts';
import { MANAGE_BASE } from './routes.tsx';

/** /manage/login — account + password + image captcha, or mobile + captcha + SMS code. */
export function ManageLogin() {
  const loggedIn = useStaffSession((s) => s.loggedIn);
  return (
    <AreaLoginPage<StaffLoginResult>
      title="管理端登录"
      switchLinks={[
        { to: '/specialist/login', label: '专家登录' },
        { to: '/vender', label: '供应商门户' },
      ]}
      base={MANAGE_BASE}
      changePwd={`${MANAGE_BASE}/change-pwd`}
      signedIn={loggedIn && staffSessionAlive()}
      withCaptcha
      accountLogin={(v) =>
        authApi.staffLogin({
          account: v.account.trim(),
          password: v.password,
          uuId: v.uuId ?? '',
          verCode: (v.verCode ?? '').trim(),
        })
      }
      smsLogin={authApi.staffSmsLogin}
      countdownKey="manage_sms_until"
      purpose="staff-login"
      onSignIn={(data) => useStaffSession.getState().signIn(data)}
    />
  );
}
