import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useProjectList } from '../../../features/projects/api.ts';
import { type ListRow, projectColumns } from '../../../features/projects/list/columns.tsx';
import { ProjectSearchForm } from '../../../features/projects/list/ProjectSearchForm.tsx';
import { type ListFilters, readFilters, toQuery, writeFilters } from '../../../features/projects/list/searchParams.ts';
import { projectPath } from '../../../features/projects/paths.ts';
import { PurchaseSettingsDrawer } from '../../../features/purchase-settings/PurchaseSettingsDrawer.tsx';
import { DataTable } from '../../../shared/components/DataTable.tsx';
import { ListToolbar } from '../../../shared/components/ListToolbar.tsx';
import { PageTitle } from '../../../shared/components/PageTitle.tsx';
import { urlPagination } from '../../../shared/list-query.ts';

/**
 * /manage/layout/project — 项目管理: search form, toolbar and the paged project table. Its toolbar opens the
 * purchase-settings drawer, another feature, hence its place in the manage area.
 */
export function ProjectListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useProjectList(toQuery(filters));
  const [settingsOpen, setSettingsOpen] = useState(false);

  const search = (next: ListFilters) => setParams(writeFilters({ ...next, pageSize: filters.pageSize }));

  return (
    <Card variant="borderless" data-testid="page">
      <PageTitle style={{ marginTop: 0 }}>项目管理</PageTitle>
      <ProjectSearchForm value={filters} onSearch={search} />
      <ListToolbar count={`共 ${list.data?.total ?? 0} 个项目`}>
        <Flex gap={8}>
          <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)} data-testid="open-settings">
            采购参数设置
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(projectPath.create)}
            data-testid="project-create"
          >
            新建项目
          </Button>
        </Flex>
      </ListToolbar>
      <DataTable<ListRow>
        rowKey="id"
        columns={projectColumns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={params.size > 0 ? '没有符合条件的项目' : '暂无项目'}
            />
          ),
        }}
        pagination={urlPagination(filters, list.data?.total ?? 0, (next) => setParams(writeFilters(next)))}
        data-testid="project-table"
      />
      <PurchaseSettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Card>
  );
}
