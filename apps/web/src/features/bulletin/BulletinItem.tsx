import type { BulletinRow } from '@swp/core/announcement/api';
import { ENROLMENT_NOTICE_TYPES } from '@swp/core/announcement/schema';
import { parseDateTime, shanghaiParts } from '@swp/core/project/time';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { TYPE_COLORS } from '../../shared/announcement-types.ts';
import { formatDateTime } from '../../shared/format.ts';
import styles from './bulletin.module.css';

export const bulletinDetailPath = (id: number) => `/vender/layout/bulletin/${id}`;

/** One row of the bulletin: the publish date as a calendar block, the title, and the dates suppliers look for. */
export function BulletinItem({ row }: { row: BulletinRow }) {
  const p = shanghaiParts(parseDateTime(row.publishedAt) ?? 0);
  return (
    <div className={styles.item} data-testid="bulletin-item">
      <div className={styles.itemDate} aria-hidden>
        <div className={styles.itemDay}>{String(p.day).padStart(2, '0')}</div>
        <div className={styles.itemMonth}>
          {p.year}-{String(p.month).padStart(2, '0')}
        </div>
      </div>
      <div className={styles.itemMain}>
        <div className={styles.itemTitle}>
          <Tag color={TYPE_COLORS[row.type]} style={{ marginInlineEnd: 0, flex: 'none' }}>
            {row.typeLabel}
          </Tag>
          <Link to={bulletinDetailPath(row.id)} title={row.title}>
            {row.title}
          </Link>
        </div>
        <div className={styles.itemMeta}>
          <span>
            项目：{row.projectName}（{row.projectCode}）
          </span>
          <span>采购方式：{row.purchaseWayLabel || '-'}</span>
          <span>发布时间：{formatDateTime(row.publishedAt)}</span>
          {row.enrollEndTime && ENROLMENT_NOTICE_TYPES.includes(row.type) ? (
            <span>报名截止：{formatDateTime(row.enrollEndTime)}</span>
          ) : null}
          {row.openTime ? <span>开标时间：{formatDateTime(row.openTime)}</span> : null}
        </div>
      </div>
    </div>
  );
}
