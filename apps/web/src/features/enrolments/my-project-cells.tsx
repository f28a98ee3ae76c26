import type { MyEnrolment } from '@swp/core/enrol/responses';
import { Tag, Typography } from 'antd';
import { bidUploadOpen } from '../../shared/bid-window.ts';
import { STATE_COLORS } from '../../shared/project-state-colors.ts';

/** What the company can do next on a row, as the one link of 操作. */
export function nextStep(row: MyEnrolment): string {
  if (row.outcome) return '查看结果';
  if (row.opened) return '查看开标记录';
  if (bidUploadOpen(row)) return row.hasBid ? '查看回执' : '上传投标文件';
  return '查看';
}

export function ProjectState({ row }: { row: MyEnrolment }) {
  return (
    <Tag color={STATE_COLORS[row.projectState]} style={{ marginInlineEnd: 0 }}>
      {row.projectStateLabel}
    </Tag>
  );
}

export function BidState({ row }: { row: MyEnrolment }) {
  if (row.status !== 'passed') return <Typography.Text type="secondary">—</Typography.Text>;
  return row.hasBid ? <Tag color="success">已递交</Tag> : <Tag>未递交</Tag>;
}
