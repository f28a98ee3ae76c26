import type { TemplateListInput } from '@swp/core/announcement/template';
import { TYPE_OPTIONS } from '../../shared/announcement-types.ts';
import { SearchForm } from '../../shared/components/SearchForm.tsx';
import { ChoiceFilter, KeywordFilter } from '../../shared/components/search-fields.tsx';
import { PURCHASE_WAY_OPTIONS } from '../../shared/forms/options.ts';

export type TemplateFilters = Omit<TemplateListInput, 'page' | 'pageSize'>;

const ENABLED_OPTIONS = [
  { value: 'true', label: '已启用' },
  { value: 'false', label: '已停用' },
];

/** The search form above the template table: type, purchase way, status and name. */
export function TemplateSearch({
  value,
  onSearch,
  loading,
}: {
  value: TemplateFilters;
  onSearch: (f: TemplateFilters) => void;
  loading: boolean;
}) {
  return (
    <SearchForm<TemplateFilters> value={value} onSearch={onSearch} loading={loading} data-testid="template-search">
      <ChoiceFilter name="type" label="公告类型" options={TYPE_OPTIONS} />
      <ChoiceFilter name="purchaseWay" label="采购方式" options={PURCHASE_WAY_OPTIONS} />
      <ChoiceFilter name="enabled" label="状态" options={ENABLED_OPTIONS} />
      <KeywordFilter label="模板名称" placeholder="输入模板名称" />
    </SearchForm>
  );
}
