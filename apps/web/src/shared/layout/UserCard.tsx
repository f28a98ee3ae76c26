import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import styles from './UserCard.module.css';

interface Props {
  title: string;
  rows: Array<{ label: string; value?: string | null; testId?: string }>;
  /** Links/buttons between the details and logout (change password). */
  actions?: ReactNode;
  onLogout: () => void;
}

/** Body of the user popover: who is signed in, a few details, actions and 退出登录. */
export function UserCard({ title, rows, actions, onLogout }: Props) {
  return (
    <div className={styles.card}>
      <div className={styles.title}>{title}</div>
      <dl className={styles.rows}>
        {rows.map((r) => (
          <div key={r.label} className={styles.row}>
            <dt>{r.label}</dt>
            <dd data-testid={r.testId}>{r.value || '—'}</dd>
          </div>
        ))}
      </dl>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      <div className={styles.footer}>
        <Button block danger icon={<LogoutOutlined />} onClick={onLogout} data-testid="logout">
          退出登录
        </Button>
      </div>
    </div>
  );
}
