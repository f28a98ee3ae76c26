import type { AnnouncementType } from '@swp/core/announcement/schema';
import { Button, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { TYPE_COLORS } from '../announcement-types.ts';
import { formatDateTime } from '../format.ts';

// The column builders the lists share, so that a 操作 or a 更新时间 column looks and behaves the same everywhere.

/** The row's name as a link that opens it (the editor, the detail); ellipsed so the table keeps its width. */
export function openColumn<T>(
  title: string,
  dataIndex: keyof T & string,
  minWidth: number,
  onOpen: (row: T) => void,
): ColumnType<T> {
  return {
    title,
    dataIndex,
    minWidth,
    ellipsis: true,
    render: (name: ReactNode, row) => (
      <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(row)}>
        {name}
      </Button>
    ),
  };
}

/** A time in Beijing time, to the minute; a missing one is a dash. */
export function dateTimeColumn<T>(title: string, dataIndex: keyof T & string): ColumnType<T> {
  return { title, dataIndex, width: 150, render: (iso: string | null) => formatDateTime(iso) };
}

/** An announcement's type as its coloured tag (the same colours as the 公告栏). */
export function announcementTypeColumn<T extends { type: AnnouncementType; typeLabel: string }>(): ColumnType<T> {
  return {
    title: '公告类型',
    dataIndex: 'typeLabel',
    width: 110,
    render: (label: string, row) => <Tag color={TYPE_COLORS[row.type]}>{label}</Tag>,
  };
}

/** 操作, fixed at the right edge: the rest of the row scrolls under it on a narrow screen. */
export function actionsColumn<T>(width: number, render: (row: T) => ReactNode): ColumnType<T> {
  return { title: '操作', key: 'actions', width, fixed: 'right', render: (_, row) => render(row) };
}
