import { BULLETIN_PAGE_SIZE, bulletinListParams } from '@swp/core/announcement/bulletin-filters';
import { Empty, Grid, Input, Pagination, Select, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { TYPE_OPTIONS } from '../../shared/announcement-types.ts';
import { CLEARABLE_INPUT, CLEARABLE_SELECT } from '../../shared/forms/clearable.tsx';
import { PURCHASE_WAY_OPTIONS } from '../../shared/forms/options.ts';
import { useBulletinList } from './api.ts';
import { BulletinItem } from './BulletinItem.tsx';
import styles from './bulletin.module.css';

const ALL = 'all';

/** The filters live in the URL (?type=&way=&q=&page=): back/forward and shared links keep them. */
function useBulletinParams() {
  const [search, setSearch] = useSearchParams();
  const params = bulletinListParams(search);
  const set = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries({ page: undefined, ...patch })) {
      if (v === undefined || v === '' || v === ALL) next.delete(k);
      else next.set(k, String(v));
    }
    setSearch(next);
  };
  return { params, set };
}

/** /vender/layout/bulletin — 公告栏, public: every published announcement, newest first, filtered and paged. */
export function BulletinPage() {
  const { params, set } = useBulletinParams();
  const list = useBulletinList(params);
  // On a phone the purchase-way filter goes under the tabs instead of squeezing them.
  const wide = Grid.useBreakpoint().md !== false;
  const waySelect = (
    <Select
      allowClear={CLEARABLE_SELECT}
      placeholder="全部采购方式"
      value={params.purchaseWay}
      options={PURCHASE_WAY_OPTIONS}
      onChange={(way?: number) => set({ way })}
      style={{ width: wide ? 170 : '100%' }}
      data-testid="bulletin-way"
      aria-label="采购方式"
    />
  );

  return (
    <div className={styles.list} data-testid="bulletin-page">
      <div className={styles.hero}>
        <div>
          <h1>公告栏</h1>
          <span style={{ color: '#5b6b7f', fontSize: 13 }}>招标、更正、结果公示、中标及流标公告，按发布时间排列</span>
        </div>
        <Input.Search
          allowClear={CLEARABLE_INPUT}
          defaultValue={params.keyword}
          key={params.keyword}
          placeholder="搜索公告标题、项目名称或编号"
          enterButton="搜索"
          onSearch={(q) => set({ q: q.trim() || undefined })}
          className={styles.search}
          data-testid="bulletin-search"
        />
      </div>
      <div className={styles.filters}>
        <div className={styles.tabsRow}>
          <Tabs
            className={wide ? styles.tabsBesideWay : undefined}
            activeKey={params.type ?? ALL}
            onChange={(type) => set({ type })}
            // On a phone the six types must fit one row: the shared 公告 is dropped and the tabs sit closer.
            items={[
              { key: ALL, label: wide ? '全部公告' : '全部' },
              ...TYPE_OPTIONS.map((t) => ({ key: t.value, label: wide ? t.label : t.label.replace(/公告$/, '') })),
            ]}
            tabBarGutter={wide ? undefined : 18}
            data-testid="bulletin-type-tabs"
          />
          {/* Beside the tab bar, not in it: a tablist holds only tabs (WCAG 4.1.2). */}
          {wide ? <div className={styles.wayBeside}>{waySelect}</div> : null}
        </div>
        {wide ? null : waySelect}
      </div>
      {list.isLoading ? (
        <div style={{ padding: 24 }}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : list.data?.list.length ? (
        <div data-testid="bulletin-list" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {list.data.list.map((row) => (
            <BulletinItem key={row.id} row={row} />
          ))}
        </div>
      ) : (
        <Empty
          style={{ padding: '56px 0' }}
          description={params.keyword || params.type || params.purchaseWay ? '没有符合条件的公告' : '暂无公告'}
        />
      )}
      <div className={styles.pager}>
        <Pagination
          current={params.page}
          pageSize={BULLETIN_PAGE_SIZE}
          total={list.data?.total ?? 0}
          showSizeChanger={false}
          showTotal={(total) => `共 ${total} 条`}
          onChange={(page) => set({ page })}
          hideOnSinglePage
        />
      </div>
    </div>
  );
}
