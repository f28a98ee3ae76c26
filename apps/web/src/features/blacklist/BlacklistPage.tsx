import { PlusOutlined } from '@ant-design/icons';
import type { BlacklistEntry } from '@swp/core/blacklist/responses';
import { liftBlacklistInput } from '@swp/core/blacklist/schema';
import { BLACKLIST_TYPE_LABELS } from '@swp/core/blacklist/status';
import { Button, Card } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { feedback } from '../../app/feedback.ts';
import { AddToBlacklistModal } from '../../shared/blacklist/AddToBlacklistModal.tsx';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { ListToolbar } from '../../shared/components/ListToolbar.tsx';
import { PageTitle } from '../../shared/components/PageTitle.tsx';
import { ReasonModal } from '../../shared/components/ReasonModal.tsx';
import { listEmpty } from '../../shared/components/tableEmpty.tsx';
import { urlPagination } from '../../shared/list-query.ts';
import { type BlacklistFilters, useBlacklist, useLiftBlacklist } from './api.ts';
import { BlacklistSearch } from './BlacklistSearch.tsx';
import { blacklistColumns } from './blacklistColumns.tsx';
import { readBlacklistQuery, writeBlacklistQuery } from './searchParams.ts';

/** What 解除 does to this entry: one in force stops now, one not started never starts; the record stays. */
function liftNotice(entry: BlacklistEntry | null) {
  if (!entry) return '';
  const what = `“${BLACKLIST_TYPE_LABELS[entry.type]}”处理`;
  return entry.status === 'pending'
    ? `该${what}尚未开始（原定 ${entry.startDate} 起），解除后将不再生效，记录仍会保留。`
    : `解除后该${what}立即失效（原定 ${entry.endDate} 结束），记录仍会保留。`;
}

/** /manage/layout/blacklist — 黑名单 (system:suppler, docs/product.md): suppliers and experts warned or banned. */
export function BlacklistPage() {
  const [params, setParams] = useSearchParams();
  const query = readBlacklistQuery(params);
  const { page: _page, pageSize: _size, ...filters } = query;
  const list = useBlacklist(query);
  const lift = useLiftBlacklist();
  const [adding, setAdding] = useState(false);
  const [lifting, setLifting] = useState<BlacklistEntry | null>(null);
  const columns = useMemo(() => blacklistColumns(setLifting), []);

  const search = (next: BlacklistFilters) => setParams(writeBlacklistQuery({ ...next, pageSize: query.pageSize }));
  const filtered = Object.values(filters).some((v) => v !== undefined);

  const submitLift = async (reason: string) => {
    if (!lifting) return;
    await lift.mutateAsync({ id: lifting.id, reason });
    feedback.success('操作成功');
    setLifting(null);
  };

  return (
    <Card variant="borderless" data-testid="page">
      <PageTitle style={{ marginTop: 0 }}>黑名单</PageTitle>
      <BlacklistSearch value={filters} onSearch={search} loading={list.isFetching} />
      <ListToolbar count={`共 ${list.data?.total ?? 0} 条记录`}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="blacklist-add">
          新增
        </Button>
      </ListToolbar>
      <DataTable<BlacklistEntry>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        locale={listEmpty(list, '暂无黑名单记录', filtered && '没有符合条件的记录')}
        pagination={urlPagination(query, list.data?.total ?? 0, (next) => setParams(writeBlacklistQuery(next)))}
        data-testid="blacklist-table"
      />
      <AddToBlacklistModal open={adding} onClose={() => setAdding(false)} />
      <ReasonModal
        open={lifting != null}
        title={`解除黑名单：${lifting?.targetName ?? ''}`}
        notice={liftNotice(lifting)}
        label="解除原因"
        placeholder="请输入解除原因，如：经复核，处理依据不成立"
        rule={liftBlacklistInput.shape.reason}
        okText="解除"
        danger
        busy={lift.isPending}
        onCancel={() => setLifting(null)}
        onSubmit={submitLift}
      />
    </Card>
  );
}
