import { Link } from 'react-router';
import { LinkButton } from '../../shared/components/LinkButton.tsx';
import { LogoMark } from '../../shared/components/LogoMark.tsx';
import { PageResult } from '../../shared/components/PageResult.tsx';

/** /errors/404 — with a way home (and to the other areas). */
export function NotFound() {
  return (
    <div
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f3f6fa' }}
      data-testid="not-found"
    >
      <PageResult
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在或已被移除。"
        extra={
          <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 20 }}>
            <LinkButton to="/" type="primary" size="large" data-testid="go-home">
              返回首页
            </LinkButton>
            <span style={{ display: 'inline-flex', gap: 16, alignItems: 'center', color: '#5b6b7f' }}>
              <LogoMark size={20} />
              <Link to="/manage">管理端</Link>
              <Link to="/specialist">专家端</Link>
              <Link to="/vender">供应商门户</Link>
            </span>
          </div>
        }
      />
    </div>
  );
}
