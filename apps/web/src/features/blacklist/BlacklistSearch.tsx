import {
  BLACKLIST_STATUS_LABELS,
  BLACKLIST_STATUSES,
  BLACKLIST_TARGET_LABELS,
  BLACKLIST_TARGET_TYPES,
} from '@swp/core/blacklist/status';
import { SearchForm } from '../../shared/components/SearchForm.tsx';
import { ChoiceFilter, KeywordFilter } from '../../shared/components/search-fields.tsx';
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
      <ChoiceFilter name="targetType" label="对象类型" options={TARGET_OPTIONS} data-testid="search-target-type" />
      <ChoiceFilter name="status" label="状态" options={STATUS_OPTIONS} data-testid="search-status" />
      <KeywordFilter placeholder="企业名称或专家姓名" />
    </SearchForm>
  );
}
