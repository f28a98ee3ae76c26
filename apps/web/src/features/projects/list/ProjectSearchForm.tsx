import { PAUSED_LABEL, PROJECT_STATE_LABELS, PROJECT_STATES } from '@swp/core/project/lifecycle';
import { Form } from 'antd';
import { SearchForm } from '../../../shared/components/SearchForm.tsx';
import { ChoiceFilter, DayRangeFilter, KeywordFilter } from '../../../shared/components/search-fields.tsx';
import { CLEARABLE_SELECT } from '../../../shared/forms/clearable.tsx';
import { type DayRange, dayRangeOf, daysOf } from '../../../shared/forms/date-range.ts';
import { PURCHASE_WAY_OPTIONS } from '../../../shared/forms/options.ts';
import { DepartmentSelect } from '../../../shared/pickers/DepartmentSelect.tsx';
import { type ListFilters, PAUSED_FILTER } from './searchParams.ts';

interface Values {
  keyword?: string;
  purchaseWay?: number;
  status?: string;
  needDeptId?: number;
  created?: DayRange;
}

const STATUS_OPTIONS = [
  ...PROJECT_STATES.map((s) => ({ value: s, label: PROJECT_STATE_LABELS[s] })),
  { value: PAUSED_FILTER, label: PAUSED_LABEL },
];

/** The search form above the 项目管理 table; it shows the filters of the URL and hands back new ones. */
export function ProjectSearchForm({ value, onSearch }: { value: ListFilters; onSearch: (f: ListFilters) => void }) {
  const shown: Values = {
    keyword: value.keyword,
    purchaseWay: value.purchaseWay,
    status: value.status,
    needDeptId: value.needDeptId,
    created: dayRangeOf(value.createdFrom, value.createdTo),
  };
  const submit = ({ created, ...v }: Values) => {
    const { from, to } = daysOf(created);
    onSearch({ ...v, createdFrom: from, createdTo: to });
  };

  return (
    <SearchForm<Values> value={shown} onSearch={submit} data-testid="project-search">
      <KeywordFilter placeholder="项目名称或项目编号" />
      <ChoiceFilter name="purchaseWay" label="采购方式" options={PURCHASE_WAY_OPTIONS} data-testid="search-way" />
      <ChoiceFilter name="status" label="项目状态" options={STATUS_OPTIONS} data-testid="search-status" />
      <Form.Item name="needDeptId" label="需求部门">
        <DepartmentSelect all allowClear={CLEARABLE_SELECT} placeholder="全部" data-testid="search-dept" />
      </Form.Item>
      <DayRangeFilter name="created" label="创建日期" />
    </SearchForm>
  );
}
