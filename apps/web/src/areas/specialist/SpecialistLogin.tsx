import type { Envelope } from '@swp/core/api';
import { Msg } from '@swp/core/api';
import type { SpecialistLoginResult } from '@swp/core/auth/schema';
import { Tabs } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { feedback } from '../../app/feedback.ts';
import { useSpecialistSession } from '../../app/session/index.ts';
import { AccountLoginForm } from '../../features/auth/AccountLoginForm.tsx';
import { authApi } from '../../features/auth/api.ts';
import { SmsLoginForm } from '../../features/auth/SmsLoginForm.tsx';
import { AuthShell } from '../../shared/layout/AuthShell.tsx';
import { useSpecialistMustChange } from './mustChange.ts';
import { SPECIALIST_BASE, SPECIALIST_CHANGE_PWD } from './routes.tsx';

/** Only same-area paths are followed after login (no open redirect), and never back to a finished change-pwd. */
const safeRedirect = (value: string | null) =>
  value?.startsWith(`${SPECIALIST_BASE}/`) && !value.startsWith(SPECIALIST_CHANGE_PWD) ? value : SPECIALIST_BASE;

/** /specialist/login — account + password, or mobile + SMS code. */
export function SpecialistLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loggedIn = useSpecialistSession((s) => s.loggedIn);
  if (loggedIn) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  const done = (env: Envelope<SpecialistLoginResult>) => {
    if (!env.data) return;
    useSpecialistSession.getState().signIn(env.data.token, env.data.user);
    // csflg: the password came by SMS (开通账号 / 重置密码) and must be replaced before anything else.
    useSpecialistMustChange.getState().setMustChange(!!env.data.csflg);
    feedback.success(env.msg || Msg.loginOk);
    navigate(env.data.csflg ? SPECIALIST_CHANGE_PWD : safeRedirect(params.get('redirect')), { replace: true });
  };

  return (
    <AuthShell
      title="评标专家登录"
      subtitle="在线评标 · 评审打分 · 个人信息维护"
      switchLinks={[
        { to: '/manage/login', label: '管理端登录' },
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
                onSubmit={async (v) =>
                  done(await authApi.specialistLogin({ account: v.account.trim(), password: v.password }))
                }
              />
            ),
          },
          {
            key: 'sms',
            label: '短信登录',
            children: (
              <SmsLoginForm
                countdownKey="specialist_sms_until"
                purpose="specialist-login"
                onSubmit={async (v) => done(await authApi.specialistSmsLogin(v))}
              />
            ),
          },
        ]}
      />
    </AuthShell>
  );
}
