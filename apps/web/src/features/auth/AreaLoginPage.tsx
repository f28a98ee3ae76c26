import type { Envelope } from '@swp/core/api';
import { Msg } from '@swp/core/api';
import type { SmsLoginInput } from '@swp/core/auth/schema';
import type { SendVerCodePurpose } from '@swp/core/auth/sms-purpose';
import { Tabs } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { feedback } from '../../app/feedback.ts';
import { AuthShell } from '../../shared/layout/AuthShell.tsx';
import { AccountLoginForm, type AccountLoginValues } from './AccountLoginForm.tsx';
import { SmsLoginForm } from './SmsLoginForm.tsx';

interface Props<Result extends { csflg?: true }> {
  title: string;
  subtitle?: string;
  switchLinks: Array<{ to: string; label: string }>;
  /** The area's base path; after login only paths under it are followed (no open redirect). */
  base: string;
  /** The change-password page: where a csflg sign-in goes, and never a destination after login. */
  changePwd: string;
  /** Whether a live session of this area exists (then the page sends the user on at once). */
  signedIn: boolean;
  /** The management area asks for the image captcha with the password. */
  withCaptcha?: boolean;
  accountLogin: (values: AccountLoginValues) => Promise<Envelope<Result>>;
  smsLogin: (values: SmsLoginInput) => Promise<Envelope<Result>>;
  /** The SMS countdown's storage key and the code's purpose. */
  countdownKey: string;
  purpose: SendVerCodePurpose;
  /** Stores the session (and the must-change flag) from the login's answer. */
  onSignIn: (data: Result) => void;
}

/**
 * /manage/login and /specialist/login — tabs: account + password (+ image captcha for staff), or mobile + captcha
 * + SMS code. csflg: the password came by SMS or was reset and must be replaced before anything else.
 */
export function AreaLoginPage<Result extends { csflg?: true }>(props: Props<Result>) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { base, changePwd } = props;
  const safeRedirect = (value: string | null) =>
    value?.startsWith(`${base}/`) && !value.startsWith(changePwd) ? value : base;
  if (props.signedIn) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  const done = (env: Envelope<Result>) => {
    if (!env.data) return;
    props.onSignIn(env.data);
    feedback.success(env.msg || Msg.loginOk);
    navigate(env.data.csflg ? changePwd : safeRedirect(params.get('redirect')), { replace: true });
  };

  return (
    <AuthShell title={props.title} subtitle={props.subtitle} switchLinks={props.switchLinks}>
      <Tabs
        defaultActiveKey="account"
        items={[
          {
            key: 'account',
            label: '账号登录',
            children: (
              <AccountLoginForm
                withCaptcha={props.withCaptcha}
                onSubmit={async (v) => done(await props.accountLogin(v))}
              />
            ),
          },
          {
            key: 'sms',
            label: '短信登录',
            children: (
              <SmsLoginForm
                countdownKey={props.countdownKey}
                purpose={props.purpose}
                onSubmit={async (v) => done(await props.smsLogin(v))}
              />
            ),
          },
        ]}
      />
    </AuthShell>
  );
}
