import { KeyOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { bus } from '../../app/events.ts';
import { logout, useVenderSession } from '../../app/session/index.ts';
import { LinkButton } from '../../shared/components/LinkButton.tsx';
import { LocaleSwitch } from '../../shared/components/LocaleSwitch.tsx';
import { Logo } from '../../shared/components/Logo.tsx';
import { trailFor, visibleEntries } from '../../shared/layout/routeTable.ts';
import { UserCard } from '../../shared/layout/UserCard.tsx';
import { UserTrigger } from '../../shared/layout/UserTrigger.tsx';
import { VENDER_BASE, venderRoutes } from './routes.tsx';
import styles from './vender.module.css';

const anyone = () => true;

/** The signed-in supplier's button in the header, where focus goes after signing in (LoginModal). */
export const VENDER_ACCOUNT_ID = 'vender-account';

/** docs/product.md vender header: logo → /vender, the top menu (active entry from the URL), login/register or the user. */
export function VenderHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { loggedIn, user } = useVenderSession();
  const active = trailFor(venderRoutes, pathname.slice(VENDER_BASE.length))[0]?.path;

  return (
    <header className={styles.header} data-testid="header">
      <div className={styles.headerInner}>
        <Logo to="/vender" subtitle="供应商门户" tone="onLight" />
        <Menu
          mode="horizontal"
          className={styles.topMenu}
          style={{ borderBottom: 'none' }}
          selectedKeys={active ? [active] : []}
          items={visibleEntries(venderRoutes, anyone).map((e) => ({ key: e.path ?? e.title, label: e.title }))}
          onClick={({ key }) => navigate(`${VENDER_BASE}/${key}`)}
          data-testid="top-menu"
        />
        <div className={styles.headerRight}>
          <LocaleSwitch />
          {loggedIn ? (
            <UserTrigger
              id={VENDER_ACCOUNT_ID}
              tone="onLight"
              name={user?.account ?? ''}
              mobile={user?.companyName}
              content={(close) => (
                <UserCard
                  title={user?.account ?? ''}
                  rows={[
                    { label: '单位名称', value: user?.companyName },
                    { label: '联系人', value: user?.contactName },
                    { label: '手机号', value: user?.mobile },
                  ]}
                  actions={
                    <>
                      <Button
                        type="link"
                        icon={<ShopOutlined />}
                        onClick={() => {
                          close();
                          navigate(`${VENDER_BASE}/user`);
                        }}
                        data-testid="user-centre"
                      >
                        用户中心
                      </Button>
                      <Button
                        type="link"
                        icon={<KeyOutlined />}
                        onClick={() => {
                          close();
                          navigate(`${VENDER_BASE}/security`);
                        }}
                        data-testid="change-password"
                      >
                        修改密码
                      </Button>
                    </>
                  }
                  onLogout={() => void logout('vender')}
                />
              )}
            />
          ) : (
            <span className={styles.guest}>
              <Button type="primary" onClick={() => bus.emit('loginNeeded')} data-testid="header-login">
                登录
              </Button>
              <LinkButton to={`${VENDER_BASE}/register`} data-testid="header-register">
                注册
              </LinkButton>
            </span>
          )}
        </div>
      </div>
    </header>
  );
}
