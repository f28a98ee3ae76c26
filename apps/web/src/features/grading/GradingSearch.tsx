import { GRADING_USAGE_LABELS, GRADING_USAGES } from '@swp/core/grading/schema';
import { Form, Input, Select } from 'antd';
import { SearchForm } from '../../shared/components/SearchForm.tsx';
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
      <Form.Item name="keyword" label="名称">
        <Input placeholder="评分标准名称" allowClear maxLength={100} data-testid="search-keyword" />
      </Form.Item>
      <Form.Item name="used" label="使用状态">
        <Select options={USAGE_OPTIONS} placeholder="全部" allowClear data-testid="search-used" />
      </Form.Item>
    </SearchForm>
  );
}
