import { Link } from 'react-router';
import styles from './Logo.module.css';
import { LogoMark } from './LogoMark.tsx';

interface LogoProps {
  to: string;
  /** The area's name beside the platform's (管理端, 专家端…). */
  subtitle?: string;
  tone?: 'onDark' | 'onLight';
}

/** The header logo: mark, platform name and the area, linking to the area's home (docs/product.md). */
export function Logo({ to, subtitle, tone = 'onDark' }: LogoProps) {
  return (
    <Link to={to} className={`${styles.logo} ${tone === 'onDark' ? styles.onDark : styles.onLight}`} data-testid="logo">
      <LogoMark size={42} />
      <span className={styles.text}>
        <span className={styles.org}>水务集团</span>
        <span className={styles.name}>电子采购交易平台</span>
      </span>
      {subtitle ? <span className={styles.badge}>{subtitle}</span> : null}
    </Link>
  );
}
