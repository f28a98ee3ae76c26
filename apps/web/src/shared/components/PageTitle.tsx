import { Typography, theme } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import styles from './PageTitle.module.css';

type Props = Omit<ComponentProps<typeof Typography.Title>, 'level'>;

/**
 * A page's one first-level heading (WCAG 1.3.1, 2.4.6; issue 30), drawn as the level-4 title the pages have always
 * shown: the outline says what the page is without the look changing.
 */
export function PageTitle({ style, ...props }: Props) {
  const { token } = theme.useToken();
  return (
    <Typography.Title
      level={1}
      style={{ fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4, ...style }}
      {...props}
    />
  );
}

/** The page's <h1> where a component already draws the title (antd's Result, a Card's head): its look unchanged. */
export function InlinePageTitle({ children }: { children: ReactNode }) {
  return <h1 className={styles.inherit}>{children}</h1>;
}
