import { LockOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { bus } from '../../app/events.ts';
import { useVenderSession } from '../../app/session/index.ts';
import { PageResult } from '../../shared/components/PageResult.tsx';

/** A vender page that needs a login: while logged out it raises 'login needed' and explains why it is empty. */
export function RequireVender({ children }: { children: ReactNode }) {
  const loggedIn = useVenderSession((s) => s.loggedIn);
  useEffect(() => {
    if (!loggedIn) bus.emit('loginNeeded');
  }, [loggedIn]);
  if (loggedIn) return <>{children}</>;
  return (
    <Card variant="borderless" data-testid="login-required">
      <PageResult
        icon={<LockOutlined style={{ color: '#0b5cad' }} />}
        title="请先登录"
        subTitle="该页面需要登录供应商账号后查看。"
        extra={
          <Button type="primary" onClick={() => bus.emit('loginNeeded')}>
            登录
          </Button>
        }
      />
    </Card>
  );
}
