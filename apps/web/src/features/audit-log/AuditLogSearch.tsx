import { AUDIT_ACTION_OPTIONS, AUDIT_TARGET_LABELS } from '@swp/core/audit-log/labels';
import { SearchForm } from '../../shared/components/SearchForm.tsx';
import { ChoiceFilter, DayRangeFilter, KeywordFilter } from '../../shared/components/search-fields.tsx';
import { type DayRange, dayRangeOf, daysOf } from '../../shared/forms/date-range.ts';
import type { AuditLogFilters } from './api.ts';

interface Values {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  range?: DayRange;
}

const ACTION_OPTIONS = [...AUDIT_ACTION_OPTIONS].sort((a, b) => a.label.localeCompare(b.label, 'zh-CN'));
const TARGET_OPTIONS = Object.entries(AUDIT_TARGET_LABELS).map(([value, label]) => ({ value, label }));

/** The search above the 操作日志 table: who, what, which object, which days. */
export function AuditLogSearch({
  value,
  onSearch,
  loading,
}: {
  value: AuditLogFilters;
  onSearch: (filters: AuditLogFilters) => void;
  loading?: boolean;
}) {
  const { from, to, ...rest } = value;
  const shown: Values = { ...rest, range: dayRangeOf(from, to) };
  const submit = ({ range, ...fields }: Values) => onSearch({ ...fields, ...daysOf(range) });

  return (
    <SearchForm<Values> value={shown} onSearch={submit} loading={loading} data-testid="audit-log-search">
      <KeywordFilter name="actor" label="操作人" placeholder="姓名/账号" data-testid="audit-search-actor" />
      <ChoiceFilter
        name="action"
        label="操作"
        options={ACTION_OPTIONS}
        showSearch={{ optionFilterProp: 'label' }}
        data-testid="audit-search-action"
      />
      <ChoiceFilter name="targetType" label="对象" options={TARGET_OPTIONS} data-testid="audit-search-target-type" />
      <KeywordFilter
        name="targetId"
        label="对象编号"
        placeholder="对象编号，如项目ID"
        maxLength={64}
        data-testid="audit-search-target-id"
      />
      <DayRangeFilter name="range" label="时间范围" data-testid="audit-search-range" />
    </SearchForm>
  );
}
