import {
  BLACKLIST_STATUS_LABELS,
  BLACKLIST_STATUSES,
  BLACKLIST_TARGET_LABELS,
  BLACKLIST_TARGET_TYPES,
} from '@swp/core/blacklist/status';
import { Form, Input, Select } from 'antd';
import { SearchForm } from '../../shared/components/SearchForm.tsx';
import type { BlacklistFilters } from './api.ts';

const TARGET_OPTIONS = BLACKLIST_TARGET_TYPES.map((t) => ({ value: t, label: BLACKLIST_TARGET_LABELS[t] }));
const STATUS_OPTIONS = BLACKLIST_STATUSES.map((s) => ({ value: s, label: BLACKLIST_STATUS_LABELS[s] }));

/** The search above the 黑名单 table. */
export function BlacklistSearch({
  value,
  onSearch,
  loading,
}: {
  value: BlacklistFilters;
  onSearch: (filters: BlacklistFilters) => void;
  loading?: boolean;
}) {
  return (
    <SearchForm<BlacklistFilters> value={value} onSearch={onSearch} loading={loading} data-testid="blacklist-search">
      <Form.Item name="targetType" label="对象类型">
        <Select options={TARGET_OPTIONS} placeholder="全部" allowClear data-testid="search-target-type" />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Select options={STATUS_OPTIONS} placeholder="全部" allowClear data-testid="search-status" />
      </Form.Item>
      <Form.Item name="keyword" label="关键字">
        <Input placeholder="企业名称或专家姓名" allowClear maxLength={100} data-testid="search-keyword" />
      </Form.Item>
    </SearchForm>
  );
}
