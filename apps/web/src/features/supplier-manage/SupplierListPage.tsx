import { ExportOutlined } from '@ant-design/icons';
import type { SupplierListItem } from '@swp/core/supplier/responses';
import { Button, Card } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AddToBlacklistModal, type BlacklistPreset } from '../../shared/blacklist/AddToBlacklistModal.tsx';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { ListToolbar } from '../../shared/components/ListToolbar.tsx';
import { PageTitle } from '../../shared/components/PageTitle.tsx';
import { listEmpty } from '../../shared/components/tableEmpty.tsx';
import { urlPagination } from '../../shared/list-query.ts';
import { exportSuppliers, type SupplierFilters, useSupplierList } from './api.ts';
import { FreezeModal, type Freezing, RejectModal, type SupplierRef } from './SupplierReasonModals.tsx';
import { SupplierReviewDrawer } from './SupplierReviewDrawer.tsx';
import { SupplierRowActions } from './SupplierRowActions.tsx';
import { SupplierSearch } from './SupplierSearch.tsx';
import { filtersOf, readSupplierQuery, writeSupplierQuery } from './searchParams.ts';
import { supplierColumns } from './supplierColumns.tsx';

const presetOf = (s: SupplierRef): BlacklistPreset => ({
  targetType: 'supplier',
  targetId: s.id,
  targetName: s.companyName,
  detail: s.creditCode,
});

/** /manage/layout/vender — 供应商管理 (system:suppler, docs/product.md): review, freeze, blacklist and export. */
export function SupplierListPage() {
  const [params, setParams] = useSearchParams();
  const query = readSupplierQuery(params);
  const filters = filtersOf(query);
  const list = useSupplierList(query);
  const [openId, setOpenId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<SupplierRef | null>(null);
  const [freezing, setFreezing] = useState<Freezing | null>(null);
  // Kept after closing, so the modal's title does not change while it fades out.
  const [blacklisting, setBlacklisting] = useState<{ open: boolean; preset: BlacklistPreset | null }>({
    open: false,
    preset: null,
  });
  const blacklist = (s: SupplierRef) => setBlacklisting({ open: true, preset: presetOf(s) });
  const [exporting, setExporting] = useState(false);

  const columns = useMemo(
    () =>
      supplierColumns(
        (row) => setOpenId(row.id),
        (row: SupplierListItem) => (
          <SupplierRowActions
            row={row}
            handlers={{
              onOpen: (r) => setOpenId(r.id),
              onFreeze: setFreezing,
              onBlacklist: (r) => setBlacklisting({ open: true, preset: presetOf(r) }),
            }}
          />
        ),
      ),
    [],
  );

  const search = (next: SupplierFilters) => setParams(writeSupplierQuery({ ...next, pageSize: query.pageSize }));
  const filtered = Object.values(filters).some((v) => v !== undefined);

  const runExport = async () => {
    setExporting(true);
    try {
      await exportSuppliers(filters);
    } catch {
      // shown by the HTTP client
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card variant="borderless" data-testid="page">
      <PageTitle style={{ marginTop: 0 }}>供应商管理</PageTitle>
      <SupplierSearch value={filters} onSearch={search} loading={list.isFetching} />
      <ListToolbar count={`共 ${list.data?.total ?? 0} 家供应商`}>
        <Button icon={<ExportOutlined />} loading={exporting} onClick={runExport} data-testid="supplier-export">
          导出 Excel
        </Button>
      </ListToolbar>
      <DataTable<SupplierListItem>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        locale={listEmpty(list, '暂无供应商', filtered && '没有符合条件的供应商')}
        pagination={urlPagination(query, list.data?.total ?? 0, (next) => setParams(writeSupplierQuery(next)))}
        data-testid="supplier-table"
      />
      <SupplierReviewDrawer
        id={openId}
        onClose={() => setOpenId(null)}
        handlers={{
          onReject: setRejecting,
          onFreeze: setFreezing,
          onBlacklist: blacklist,
        }}
      />
      <RejectModal supplier={rejecting} onClose={() => setRejecting(null)} />
      <FreezeModal freezing={freezing} onClose={() => setFreezing(null)} />
      <AddToBlacklistModal
        open={blacklisting.open}
        preset={blacklisting.preset}
        onClose={() => setBlacklisting((b) => ({ ...b, open: false }))}
      />
    </Card>
  );
}
