import { ClockCircleOutlined } from '@ant-design/icons';
import type { BulletinDetail, BulletinLink } from '@swp/core/announcement/api';
import { Alert, Card, Descriptions, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { TYPE_COLORS } from '../../shared/announcement-types.ts';
import { formatDateTime } from '../../shared/format.ts';
import { bulletinDetailPath } from './BulletinItem.tsx';
import styles from './bulletin.module.css';
import { OpenDataLink } from './OpenDataLink.tsx';

function LinkLine({ link, current }: { link: BulletinLink; current?: boolean }) {
  return (
    <div style={{ display: 'flex', gap: 6, alignItems: 'baseline', lineHeight: 1.7 }}>
      <Tag color={TYPE_COLORS[link.type]} style={{ flex: 'none' }}>
        {link.typeLabel}
      </Tag>
      {current ? (
        <Typography.Text strong>{link.title}（本公告）</Typography.Text>
      ) : (
        <Link to={bulletinDetailPath(link.id)}>{link.title}</Link>
      )}
    </div>
  );
}

/**
 * Beside the announcement: the project's key dates as they stand now (a later 更正公告 may have moved them), the
 * correction links, every announcement of the project, and its open data.
 */
export function BulletinSide({ detail: a }: { detail: BulletinDetail }) {
  const movedByCorrection = a.correctedBy.length > 0;
  return (
    <div className={styles.side}>
      {movedByCorrection ? (
        <Alert
          type="warning"
          showIcon
          data-testid="bulletin-corrected-by"
          title="本公告已发布更正"
          description={a.correctedBy.map((c) => <LinkLine key={c.id} link={c} />)}
        />
      ) : null}
      {a.corrects ? (
        <Alert
          type="info"
          showIcon
          data-testid="bulletin-corrects"
          title="本公告更正的是"
          description={<LinkLine link={a.corrects} />}
        />
      ) : null}
      <Card
        size="small"
        title={
          <span>
            <ClockCircleOutlined /> 项目关键时间
          </span>
        }
        extra={a.enrolmentOpen ? <Tag color="green">报名进行中</Tag> : null}
        data-testid="bulletin-dates"
      >
        <Descriptions
          column={1}
          size="small"
          colon={false}
          styles={{ label: { width: 116, color: '#5b6b7f' } }}
          items={[
            { key: 'e1', label: '报名开始时间', children: formatDateTime(a.dates.enrollTime) },
            { key: 'e2', label: '报名截止时间', children: formatDateTime(a.dates.enrollEndTime) },
            { key: 'c', label: '投标文件截止', children: formatDateTime(a.dates.closeFileupTime) },
            { key: 'o', label: '开标时间', children: formatDateTime(a.dates.openTime) },
          ]}
        />
        {movedByCorrection ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            以上为更正后的最新时间。
          </Typography.Text>
        ) : null}
      </Card>
      {a.related.length > 1 ? (
        <Card size="small" title="本项目全部公告" data-testid="bulletin-related">
          {a.related.map((r) => (
            <LinkLine key={r.id} link={r} current={r.id === a.id} />
          ))}
        </Card>
      ) : null}
      <OpenDataLink projectId={a.projectId} projectCode={a.projectCode} />
    </div>
  );
}
