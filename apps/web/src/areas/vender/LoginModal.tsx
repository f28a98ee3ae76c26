import { Msg } from '@swp/core/api';
import { Button, Modal } from 'antd';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { bus } from '../../app/events.ts';
import { feedback } from '../../app/feedback.ts';
import { useVenderSession } from '../../app/session/index.ts';
import { AccountLoginForm } from '../../features/auth/AccountLoginForm.tsx';
import { authApi } from '../../features/auth/api.ts';
import { LogoMark } from '../../shared/components/LogoMark.tsx';
import { useLoginModal } from './loginModalStore.ts';
import { VENDER_BASE } from './routes.tsx';
import { VENDER_ACCOUNT_ID } from './VenderHeader.tsx';
import styles from './vender.module.css';

/** docs/product.md: after a vender login the user is sent to the bulletin after 200 ms. */
export const REDIRECT_DELAY_MS = 200;

/**
 * docs/product.md: the vender login modal. It opens on 'login needed', hides on 'cancel login'; closing it cancels.
 * Title 电子采购交易平台, account + password, 登录, 注册账号 and 忘记密码.
 */
export function LoginModal() {
  const open = useLoginModal((s) => s.open);
  const navigate = useNavigate();
  // The 登录 button that opened the modal is gone once signed in (the header shows the account instead), so antd
  // has nowhere to return focus: it would fall to the page's start. It goes to the account button (WCAG 2.4.3).
  const signedIn = useRef(false);

  const go = (path: string) => {
    bus.emit('cancelLogin');
    navigate(`${VENDER_BASE}/${path}`);
  };

  return (
    <Modal
      open={open}
      onCancel={() => bus.emit('cancelLogin')}
      footer={null}
      width={420}
      destroyOnHidden
      centered
      afterClose={() => {
        if (signedIn.current) document.getElementById(VENDER_ACCOUNT_ID)?.focus();
        signedIn.current = false;
      }}
      title={
        <span className={styles.modalTitle}>
          <LogoMark size={28} />
          电子采购交易平台
        </span>
      }
      data-testid="vender-login-modal"
    >
      <p className={styles.modalHint}>供应商账号登录</p>
      <AccountLoginForm
        onSubmit={async (v) => {
          const env = await authApi.venderLogin({ account: v.account.trim(), password: v.password });
          if (!env.data) return;
          signedIn.current = true;
          useVenderSession.getState().signIn(env.data.token, env.data.suppler);
          feedback.success(env.msg || Msg.loginOk);
          useLoginModal.setState({ open: false });
          window.setTimeout(() => navigate(`${VENDER_BASE}/bulletin`), REDIRECT_DELAY_MS);
        }}
      />
      <div className={styles.modalLinks}>
        <Button type="link" onClick={() => go('register')} data-testid="register-account">
          注册账号
        </Button>
        <Button type="link" onClick={() => go('findpassword')} data-testid="forgot-password">
          忘记密码
        </Button>
      </div>
    </Modal>
  );
}
