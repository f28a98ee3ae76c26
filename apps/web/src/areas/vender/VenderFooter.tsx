import styles from './vender.module.css';

/** docs/product.md: a copyright line and a technical-support line. */
export function VenderFooter() {
  return (
    <footer className={styles.footer} data-testid="footer">
      <div>Copyright © 2026 水务集团 版权所有</div>
      <div>技术支持：水务集团信息中心 · 服务热线 400-000-0000（工作日 8:30–17:30）</div>
    </footer>
  );
}
