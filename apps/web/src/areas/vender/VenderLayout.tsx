import { Outlet, useLocation } from 'react-router';
import { mainContentProps, SkipLink } from '../../shared/components/SkipLink.tsx';
import { AreaBreadcrumb } from '../../shared/layout/AreaBreadcrumb.tsx';
import { trailFor } from '../../shared/layout/routeTable.ts';
import { LoginModalOnDemand } from './LoginModalOnDemand.tsx';
import { VENDER_BASE, venderRoutes } from './routes.tsx';
import { VenderFooter } from './VenderFooter.tsx';
import { VenderHeader } from './VenderHeader.tsx';
import styles from './vender.module.css';

/** docs/product.md vender layout: header with the top menu, breadcrumb (not on the bulletin), content, footer, login modal. */
export function VenderLayout() {
  const { pathname } = useLocation();
  const trail = trailFor(venderRoutes, pathname.slice(VENDER_BASE.length));
  const onBulletin = trail[0]?.path === 'bulletin';
  return (
    <div className={styles.page}>
      <SkipLink />
      <VenderHeader />
      {onBulletin ? null : (
        <div className={styles.crumbs}>
          <div className={styles.container}>
            <AreaBreadcrumb trail={trail} base={VENDER_BASE} home={{ title: '首页', to: `${VENDER_BASE}/bulletin` }} />
          </div>
        </div>
      )}
      <main className={`${styles.container} ${styles.content}`} {...mainContentProps}>
        <Outlet />
      </main>
      <VenderFooter />
      <LoginModalOnDemand />
    </div>
  );
}
