import type { Envelope } from '@swp/core/api';
import { Msg } from '@swp/core/api';
import type { StaffLoginResult } from '@swp/core/auth/schema';
import { Tabs } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { feedback } from '../../app/feedback.ts';
import { staffSessionAlive, useStaffSession } from '../../app/session/index.ts';
import { AccountLoginForm } from '../../features/auth/AccountLoginForm.tsx';
import { authApi } from '../../features/auth/api.ts';
import { SmsLoginForm } from '../../features/auth/SmsLoginForm.tsx';
import { AuthShell } from '../../shared/layout/AuthShell.tsx';
import { MANAGE_BASE } from './routes.tsx';

/**
 * Only same-area paths are followed after login (no open redirect). The change-password page is never a
 * destination: a user who was sent there by csflg and signed in again after the change has nothing left to do there.
 */
const safeRedirect = (value: string | null) =>
  value?.startsWith(`${MANAGE_BASE}/`) && !value.startsWith(`${MANAGE_BASE}/change-pwd`) ? value : MANAGE_BASE;

/** /manage/login — tabs: account + password + image captcha, or mobile + captcha + SMS code. */
export function ManageLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loggedIn = useStaffSession((s) => s.loggedIn);
  if (loggedIn && staffSessionAlive()) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  const done = (env: Envelope<StaffLoginResult>) => {
    if (!env.data) return;
    useStaffSession.getState().signIn(env.data);
    feedback.success(env.msg || Msg.loginOk);
    navigate(env.data.csflg ? `${MANAGE_BASE}/change-pwd` : safeRedirect(params.get('redirect')), { replace: true });
  };

  return (
    <AuthShell
      title="管理端登录"
      switchLinks={[
        { to: '/specialist/login', label: '专家登录' },
        { to: '/vender', label: '供应商门户' },
      ]}
    >
      <Tabs
        defaultActiveKey="account"
        items={[
          {
            key: 'account',
            label: '账号登录',
            children: (
              <AccountLoginForm
                withCaptcha
                onSubmit={async (v) =>
                  done(
                    await authApi.staffLogin({
                      account: v.account.trim(),
                      password: v.password,
                      uuId: v.uuId ?? '',
                      verCode: (v.verCode ?? '').trim(),
                    }),
                  )
                }
              />
            ),
          },
          {
            key: 'sms',
            label: '短信登录',
            children: (
              <SmsLoginForm
                countdownKey="manage_sms_until"
                purpose="staff-login"
                onSubmit={async (v) => done(await authApi.staffSmsLogin(v))}
              />
            ),
          },
        ]}
      />
    </AuthShell>
  );
}
