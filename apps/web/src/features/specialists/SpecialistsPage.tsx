import { ApartmentOutlined, DownloadOutlined, ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { type SpecialistListItem, specialistFreezeInput, specialistUnfreezeInput } from '@swp/core/specialist/index';
import { Button, Card, Space } from 'antd';
import { useMemo, useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { PageTitle } from '../../shared/components/PageTitle.tsx';
import { ReasonModal } from '../../shared/components/ReasonModal.tsx';
import { listEmpty } from '../../shared/components/tableEmpty.tsx';
import { useSpecialistList } from '../../shared/queries/specialists.ts';
import { AccountModal } from './AccountModal.tsx';
import { downloadTemplate, exportSpecialists, useFreezeSpecialist, useUnfreezeSpecialist } from './api.ts';
import { ImportButton } from './ImportButton.tsx';
import { SpecialistDetailDrawer } from './SpecialistDetailDrawer.tsx';
import { SpecialistFormDrawer } from './SpecialistFormDrawer.tsx';
import { SpecialistRowActions } from './SpecialistRowActions.tsx';
import { type SpecialistFilterValues, SpecialistSearch } from './SpecialistSearch.tsx';
import { SpecialtyDrawer } from './SpecialtyDrawer.tsx';
import { specialistColumns } from './specialistColumns.tsx';

type Freezing = { row: SpecialistListItem; mode: 'freeze' | 'unfreeze' };

/** /manage/layout/specialist — 专家管理 (system:specialist, docs/product.md). */
export function SpecialistsPage() {
  const [filter, setFilter] = useState<SpecialistFilterValues>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const list = useSpecialistList({ ...filter, ...paging });
  const [form, setForm] = useState<{ open: boolean; editing: SpecialistListItem | null }>({
    open: false,
    editing: null,
  });
  const [detailId, setDetailId] = useState<number | null>(null);
  const [freezing, setFreezing] = useState<Freezing | null>(null);
  const [accountFor, setAccountFor] = useState<SpecialistListItem | null>(null);
  const [specialtiesOpen, setSpecialtiesOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const freeze = useFreezeSpecialist();
  const unfreeze = useUnfreezeSpecialist();

  const columns = useMemo(
    () =>
      specialistColumns((row) => (
        <SpecialistRowActions
          row={row}
          handlers={{
            onDetail: (r) => setDetailId(r.id),
            onEdit: (r) => setForm({ open: true, editing: r }),
            onFreeze: (r, mode) => setFreezing({ row: r, mode }),
            onOpenAccount: setAccountFor,
          }}
        />
      )),
    [],
  );

  const runExport = async () => {
    setExporting(true);
    try {
      await exportSpecialists({ ...filter });
    } catch {
      // shown by the HTTP client
    } finally {
      setExporting(false);
    }
  };

  const submitFreeze = async (reason: string) => {
    if (!freezing) return;
    const { row, mode } = freezing;
    await (mode === 'freeze' ? freeze : unfreeze).mutateAsync({ id: row.id, reason });
    feedback.success(mode === 'freeze' ? `已冻结专家“${row.name}”` : `已解冻专家“${row.name}”`);
    setFreezing(null);
  };

  return (
    <Card variant="borderless" data-testid="page">
      <PageTitle style={{ marginTop: 0 }}>专家管理</PageTitle>
      <SpecialistSearch
        value={filter}
        onSearch={(f) => {
          setFilter(f);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setForm({ open: true, editing: null })}
          data-testid="add-specialist"
        >
          新增专家
        </Button>
        <Button icon={<ApartmentOutlined />} onClick={() => setSpecialtiesOpen(true)} data-testid="open-specialties">
          专业类别
        </Button>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadTemplate().catch(() => undefined)}
          data-testid="download-template"
        >
          下载模板
        </Button>
        <ImportButton />
        <Button icon={<ExportOutlined />} loading={exporting} onClick={runExport} data-testid="export-button">
          导出
        </Button>
      </Space>
      <DataTable<SpecialistListItem>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        locale={listEmpty(list, '暂无专家')}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => `共 ${total} 名专家`,
          onChange: (page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
        }}
        data-testid="specialist-table"
      />
      <SpecialistFormDrawer
        open={form.open}
        editing={form.editing}
        onClose={() => setForm({ open: false, editing: null })}
      />
      <SpecialistDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
      <SpecialtyDrawer open={specialtiesOpen} onClose={() => setSpecialtiesOpen(false)} />
      <AccountModal expert={accountFor} onClose={() => setAccountFor(null)} />
      <ReasonModal
        open={freezing != null}
        title={
          freezing?.mode === 'unfreeze' ? `解冻专家：${freezing.row.name}` : `冻结专家：${freezing?.row.name ?? ''}`
        }
        notice={
          freezing?.mode === 'unfreeze'
            ? '解冻后该专家恢复正常，可再次被抽取。'
            : '冻结后该专家不会再被抽取，直至解冻。'
        }
        label={freezing?.mode === 'unfreeze' ? '解冻原因' : '冻结原因'}
        placeholder={freezing?.mode === 'unfreeze' ? '请输入解冻原因' : '请输入冻结原因，如：多次无故拒绝参加评标'}
        rule={freezing?.mode === 'unfreeze' ? specialistUnfreezeInput.shape.reason : specialistFreezeInput.shape.reason}
        okText={freezing?.mode === 'unfreeze' ? '解冻' : '冻结'}
        danger={freezing?.mode !== 'unfreeze'}
        busy={freeze.isPending || unfreeze.isPending}
        onCancel={() => setFreezing(null)}
        onSubmit={submitFreeze}
      />
    </Card>
  );
}
