import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../shared/components/DataTable.tsx';
import { PageTitle } from '../../../shared/components/PageTitle.tsx';
import { SearchForm } from '../../../shared/components/SearchForm.tsx';
import { listEmpty } from '../../../shared/components/tableEmpty.tsx';
import { formatTime } from '../../../shared/format.ts';
import { CLEARABLE_INPUT } from '../../../shared/forms/clearable.tsx';
import { type ExtractionTask, useExtractionTasks } from '../api.ts';
import { taskPath } from './paths.ts';

const columns: ColumnsType<ExtractionTask> = [
  {
    title: '任务名称',
    dataIndex: 'taskName',
    minWidth: 180,
    render: (name: string, t) => (t.mayRead ? <Link to={taskPath.detail(t.id)}>{name}</Link> : <span>{name}</span>),
  },
  {
    title: '任务说明',
    dataIndex: 'taskDescription',
    minWidth: 200,
    ellipsis: true,
    render: (v: string | null) => v || '—',
  },
  { title: '评审专家人数', dataIndex: 'committeeSize', width: 110, align: 'right' },
  {
    title: '已确认 / 已邀请',
    key: 'progress',
    width: 130,
    align: 'right',
    render: (_v, t) => `${t.confirmedCount} / ${t.invitedCount}`,
  },
  { title: '抽取人', dataIndex: 'createdByName', width: 100 },
  { title: '抽取时间', dataIndex: 'createdAt', width: 160, render: formatTime },
  {
    title: '操作',
    key: 'actions',
    width: 90,
    fixed: 'right',
    render: (_v, t) =>
      t.mayRead ? (
        <Link to={taskPath.detail(t.id)}>查看</Link>
      ) : (
        <Typography.Text type="secondary" title="评审专家名单保密，仅抽取人和管理员可以查看">
          保密
        </Typography.Text>
      ),
  },
];

/** /manage/layout/specialist-extract — 外部招募专家抽取: the tasks, newest first, searchable by name. */
export function TaskListPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useState<{ page: number; pageSize: number; keyword?: string }>({ page: 1, pageSize: 10 });
  const tasks = useExtractionTasks(query);

  return (
    <Card variant="borderless" data-testid="page">
      <PageTitle style={{ marginTop: 0 }}>外部招募专家抽取</PageTitle>
      <SearchForm<{ keyword?: string }>
        value={{ keyword: query.keyword }}
        onSearch={({ keyword }) => setQuery((q) => ({ page: 1, pageSize: q.pageSize, keyword }))}
        data-testid="task-search"
      >
        <Form.Item label="任务名称" name="keyword">
          <Input placeholder="请输入任务名称" allowClear={CLEARABLE_INPUT} data-testid="task-keyword" />
        </Form.Item>
      </SearchForm>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(taskPath.create)} data-testid="new-task">
          新建抽取任务
        </Button>
      </Space>
      <DataTable<ExtractionTask>
        rowKey="id"
        columns={columns}
        dataSource={tasks.data?.list ?? []}
        loading={tasks.isFetching}
        locale={listEmpty(tasks, '暂无抽取任务')}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: tasks.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 个任务`,
          onChange: (page, pageSize) => setQuery((q) => ({ ...q, page: pageSize === q.pageSize ? page : 1, pageSize })),
        }}
        data-testid="task-table"
      />
    </Card>
  );
}
