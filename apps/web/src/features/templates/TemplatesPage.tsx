import { PlusOutlined } from '@ant-design/icons';
import type { TemplateListRow } from '@swp/core/announcement/template';
import { Button, Card, Space, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { PageTitle } from '../../shared/components/PageTitle.tsx';
import { useTemplateList } from './api.ts';
import { type TemplateFilters, TemplateSearch } from './TemplateSearch.tsx';
import { useTemplateColumns } from './useTemplateColumns.tsx';

/** The editor (tiptap and its toolbar) is only downloaded when a template is opened. */
const TemplateEditorDrawer = lazy(() => import('./TemplateEditorDrawer.tsx'));

/** What the drawer edits: a new template, or the template with this id. */
type Editing = { id?: number } | null;

/** /manage/layout/template — 公告模板管理 (system:template): search, table, and the editor drawer. */
export function TemplatesPage() {
  const [filters, setFilters] = useState<TemplateFilters>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const [editing, setEditing] = useState<Editing>(null);
  const { data, isFetching } = useTemplateList({ ...filters, ...paging });
  const columns = useTemplateColumns({ onEdit: (row) => setEditing({ id: row.id }) });

  return (
    <Card variant="borderless" data-testid="page">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} align="center">
        <PageTitle style={{ margin: 0 }}>公告模板管理</PageTitle>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="template-create">
          新建模板
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
        每种公告类型 × 采购方式可维护多个模板；发布公告时只能选用已启用的模板。已被公告引用的模板不能删除，可停用。
      </Typography.Paragraph>
      <TemplateSearch
        value={filters}
        onSearch={(next) => {
          setFilters(next);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        loading={isFetching}
      />
      <DataTable<TemplateListRow>
        rowKey="id"
        data-testid="template-table"
        loading={isFetching}
        columns={columns}
        dataSource={data?.list}
        locale={{ emptyText: '暂无模板，点击右上角“新建模板”开始' }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
        }}
      />
      {editing ? (
        <Suspense fallback={null}>
          <TemplateEditorDrawer id={editing.id} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
