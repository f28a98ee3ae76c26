import { lazy, Suspense, useState } from 'react';
import { useLoginModal } from './loginModalStore.ts';

const LoginModal = lazy(() => import('./LoginModal.tsx').then((m) => ({ default: m.LoginModal })));

/**
 * The login modal, loaded the first time a login is asked for and kept from then on: a phone reading the 公告栏
 * does not download the sign-in form. The store follows the 'login needed' notices from the moment the area
 * loads, so one raised before the modal's chunk arrives still opens it.
 */
export function LoginModalOnDemand() {
  const open = useLoginModal((s) => s.open);
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  return asked ? (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  ) : null;
}
