import { Card, Skeleton } from 'antd';
import styles from './PageLoading.module.css';

/** The class that keeps a loading page as tall as the window (see PageLoading.module.css). */
export const fillsWindow = styles.fillsWindow;

/** A page whose data is on its way: the page's card with a skeleton where its content will stand. */
export function PageLoading() {
  return (
    <Card variant="borderless" data-testid="page" className={fillsWindow}>
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}

/** A page whose chunk is on its way (lazyPage's fallback): the same, without the page's test id. */
export function PagePlaceholder() {
  return (
    <Card variant="borderless" className={fillsWindow}>
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}
