import { SUPPLIER_STATUS_LABELS, SUPPLIER_STATUSES, type SupplierStatus } from '@swp/core/supplier/labels';
import { SearchForm } from '../../shared/components/SearchForm.tsx';
import { ChoiceFilter, DayRangeFilter, KeywordFilter } from '../../shared/components/search-fields.tsx';
import { type DayRange, dayRangeOf, daysOf } from '../../shared/forms/date-range.ts';
import type { SupplierFilters } from './api.ts';

interface Values {
  status?: SupplierStatus;
  keyword?: string;
  registered?: DayRange;
}

const STATUS_OPTIONS = SUPPLIER_STATUSES.map((s) => ({ value: s, label: SUPPLIER_STATUS_LABELS[s] }));

/** The search above the 供应商管理 table: it shows the URL's filters and hands back new ones. */
export function SupplierSearch({
  value,
  onSearch,
  loading,
}: {
  value: SupplierFilters;
  onSearch: (filters: SupplierFilters) => void;
  loading?: boolean;
}) {
  const shown: Values = {
    status: value.status,
    keyword: value.keyword,
    registered: dayRangeOf(value.registeredFrom, value.registeredTo),
  };
  const submit = ({ registered, ...fields }: Values) => {
    const { from, to } = daysOf(registered);
    onSearch({ ...fields, registeredFrom: from, registeredTo: to });
  };

  return (
    <SearchForm<Values> value={shown} onSearch={submit} loading={loading} data-testid="supplier-search">
      <ChoiceFilter name="status" label="状态" options={STATUS_OPTIONS} data-testid="search-status" />
      <KeywordFilter placeholder="企业名称/统一社会信用代码/账号" />
      <DayRangeFilter name="registered" label="注册日期" />
    </SearchForm>
  );
}
