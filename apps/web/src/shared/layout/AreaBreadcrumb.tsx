import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import styles from './AreaShell.module.css';
import type { RouteEntry } from './routeTable.ts';

interface Props {
  trail: RouteEntry[];
  /** The layout's base path, e.g. /manage/layout. */
  base: string;
  home?: { title: string; to: string };
}

/** The 36 px bar of docs/product.md: headed 您当前的位置, items separated by a dash. */
export function AreaBreadcrumb({ trail, base, home }: Props) {
  const items = [
    ...(home ? [{ key: 'home', title: <Link to={home.to}>{home.title}</Link> }] : []),
    ...trail.map((e, i) => ({
      key: e.path ?? e.key ?? e.title,
      title: e.path && i < trail.length - 1 ? <Link to={`${base}/${e.path}`}>{e.title}</Link> : e.title,
    })),
  ];
  return (
    <nav className={styles.breadcrumb} data-testid="breadcrumb" aria-label="面包屑">
      <span className={styles.breadcrumbLabel}>您当前的位置：</span>
      <Breadcrumb separator="-" items={items} />
    </nav>
  );
}
