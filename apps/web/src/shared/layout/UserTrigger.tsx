import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Popover } from 'antd';
import { type ReactNode, useState } from 'react';
import styles from './UserTrigger.module.css';

interface Props {
  name: string;
  mobile?: string;
  /** The popover body (240 px wide, opens on click — docs/product.md). */
  content: (close: () => void) => ReactNode;
  tone?: 'onDark' | 'onLight';
  id?: string;
}

/** The signed-in user in a header: avatar, name and mobile; a click opens the 240 px user popover. */
export function UserTrigger({ name, mobile, content, tone = 'onDark', id }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
      styles={{ container: { width: 240, padding: 0 } }}
      classNames={{ root: 'swp-user-popover' }}
      content={<div data-testid="user-popover">{content(() => setOpen(false))}</div>}
    >
      <button type="button" id={id} className={`${styles.trigger} ${styles[tone]}`} data-testid="user-trigger">
        <Avatar size={34} icon={<UserOutlined />} className={styles.avatar} style={{ backgroundColor: '#3aa0f5' }} />
        <span className={styles.who}>
          <span className={styles.name} data-testid="user-name">
            {name}
          </span>
          {mobile ? (
            <span className={styles.mobile} data-testid="user-mobile">
              {mobile}
            </span>
          ) : null}
        </span>
        <DownOutlined className={styles.caret} />
      </button>
    </Popover>
  );
}
