import { GRADING_USAGE_LABELS, GRADING_USAGES } from '@swp/core/grading/schema';
import { SearchForm } from '../../shared/components/SearchForm.tsx';
import { ChoiceFilter, KeywordFilter } from '../../shared/components/search-fields.tsx';
import type { GradingFilters } from './api.ts';

const USAGE_OPTIONS = GRADING_USAGES.map((u) => ({ value: u, label: GRADING_USAGE_LABELS[u] }));

/** The search above the 评分标准 table. */
export function GradingSearch({
  value,
  onSearch,
  loading,
}: {
  value: GradingFilters;
  onSearch: (filters: GradingFilters) => void;
  loading?: boolean;
}) {
  return (
    <SearchForm<GradingFilters> value={value} onSearch={onSearch} loading={loading} data-testid="grading-search">
      <KeywordFilter label="名称" placeholder="评分标准名称" />
      <ChoiceFilter name="used" label="使用状态" options={USAGE_OPTIONS} data-testid="search-used" />
    </SearchForm>
  );
}
