import { FileProtectOutlined, SafetyOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LocaleSwitch } from '../components/LocaleSwitch.tsx';
import { LogoMark } from '../components/LogoMark.tsx';
import styles from './AuthShell.module.css';

const FEATURES = [
  {
    icon: <FileProtectOutlined />,
    title: '全流程电子化招投标',
    text: '公告发布、报名、投标、开标、评标全程在线，留痕可追溯',
  },
  { icon: <TeamOutlined />, title: '专家随机抽取 · 在线评标', text: '评标专家随机抽取、短信确认，评审打分在线完成' },
  { icon: <SafetyOutlined />, title: '投标文件加密封存', text: '开标前任何人无法查看投标文件与报价，公平公正' },
];

interface Props {
  /** 管理端登录, 专家登录 … */
  title: string;
  subtitle?: string;
  /** Links to the other areas under the card. */
  switchLinks?: Array<{ to: string; label: string }>;
  children: ReactNode;
}

/** The sign-in page frame shared by the management and specialist areas. */
export function AuthShell({ title, subtitle = '欢迎使用电子采购交易平台', switchLinks = [], children }: Props) {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-label="平台介绍">
        <div className={styles.brand}>
          <LogoMark size={56} />
          <div>
            <div className={styles.org}>水务集团</div>
            <div className={styles.product}>电子采购交易平台</div>
          </div>
        </div>
        <p className={styles.tagline}>阳光采购 · 公开透明 · 规范高效</p>
        <ul className={styles.features}>
          {FEATURES.map((f) => (
            <li key={f.title}>
              <span className={styles.featureIcon}>{f.icon}</span>
              <span>
                <strong>{f.title}</strong>
                <span>{f.text}</span>
              </span>
            </li>
          ))}
        </ul>
        <svg className={styles.waves} viewBox="0 0 1200 200" preserveAspectRatio="none" aria-hidden>
          <path d="M0 120 C200 70 400 170 600 120 S1000 70 1200 120 V200 H0Z" fill="rgba(255,255,255,0.07)" />
          <path d="M0 150 C250 110 450 190 700 150 S1050 110 1200 150 V200 H0Z" fill="rgba(255,255,255,0.09)" />
          <path d="M0 175 C300 150 500 200 800 175 S1100 150 1200 175 V200 H0Z" fill="rgba(255,255,255,0.12)" />
        </svg>
        <footer className={styles.heroFooter}>© 2026 水务集团 版权所有 · 技术支持：水务集团信息中心</footer>
      </section>
      <main className={styles.panel}>
        <div className={styles.locale}>
          <LocaleSwitch />
        </div>
        <div className={styles.card} data-testid="login-card">
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
          {children}
        </div>
        {switchLinks.length ? (
          <nav className={styles.switch} aria-label="其他入口">
            {switchLinks.map((l) => (
              <Link key={l.to} to={l.to}>
                {l.label}
              </Link>
            ))}
          </nav>
        ) : null}
      </main>
    </div>
  );
}
