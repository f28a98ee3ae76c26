import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { mainContentProps, SkipLink } from '../components/SkipLink.tsx';
import styles from './AreaShell.module.css';

const { Header, Sider, Content } = Layout;

interface Props {
  /** Left of the 81 px header (the logo). */
  brand: ReactNode;
  /** Right of the header (locale switch, user popover). */
  actions: ReactNode;
  /** The side menu, ~201 px wide; null hides it (docs/product.md: while the password must be changed). */
  menu: ReactNode | null;
  breadcrumb: ReactNode;
  children: ReactNode;
}

/** The manage and specialist layout of docs/product.md: header 81 px, side menu 201 px, breadcrumb bar 36 px, content. */
export function AreaShell({ brand, actions, menu, breadcrumb, children }: Props) {
  return (
    <Layout className={styles.shell}>
      <SkipLink />
      <Header className={styles.header} data-testid="header">
        {brand}
        <div className={styles.headerRight}>{actions}</div>
      </Header>
      <Layout className={styles.body} hasSider={menu !== null}>
        {menu !== null ? (
          <Sider width={201} theme="light" className={styles.sider} data-testid="side-menu">
            {menu}
          </Sider>
        ) : null}
        <Layout className={styles.main}>
          {breadcrumb}
          <Content className={styles.content} {...mainContentProps}>
            {children}
          </Content>
        </Layout>
      </Layout>
    </Layout>
  );
}
