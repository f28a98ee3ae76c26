import { PAUSED_LABEL, PROJECT_STATE_LABELS, PROJECT_STATES } from '@swp/core/project/lifecycle';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { SearchForm } from '../../../shared/components/SearchForm.tsx';
import { PURCHASE_WAY_OPTIONS } from '../../../shared/forms/options.ts';
import { DepartmentSelect } from '../../../shared/pickers/DepartmentSelect.tsx';
import { type ListFilters, PAUSED_FILTER } from './searchParams.ts';

interface Values {
  keyword?: string;
  purchaseWay?: number;
  status?: string;
  needDeptId?: number;
  created?: [Dayjs, Dayjs];
}

const STATUS_OPTIONS = [
  ...PROJECT_STATES.map((s) => ({ value: s, label: PROJECT_STATE_LABELS[s] })),
  { value: PAUSED_FILTER, label: PAUSED_LABEL },
];

const DAY = 'YYYY-MM-DD';

/** The search form above the 项目管理 table; it shows the filters of the URL and hands back new ones. */
export function ProjectSearchForm({ value, onSearch }: { value: ListFilters; onSearch: (f: ListFilters) => void }) {
  const shown: Values = {
    keyword: value.keyword,
    purchaseWay: value.purchaseWay,
    status: value.status,
    needDeptId: value.needDeptId,
    created: value.createdFrom && value.createdTo ? [dayjs(value.createdFrom), dayjs(value.createdTo)] : undefined,
  };
  const submit = ({ created, ...v }: Values) =>
    onSearch({ ...v, createdFrom: created?.[0]?.format(DAY), createdTo: created?.[1]?.format(DAY) });

  return (
    <SearchForm<Values> value={shown} onSearch={submit} data-testid="project-search">
      <Form.Item name="keyword" label="关键字">
        <Input placeholder="项目名称或项目编号" allowClear maxLength={100} data-testid="search-keyword" />
      </Form.Item>
      <Form.Item name="purchaseWay" label="采购方式">
        <Select options={PURCHASE_WAY_OPTIONS} placeholder="全部" allowClear data-testid="search-way" />
      </Form.Item>
      <Form.Item name="status" label="项目状态">
        <Select options={STATUS_OPTIONS} placeholder="全部" allowClear data-testid="search-status" />
      </Form.Item>
      <Form.Item name="needDeptId" label="需求部门">
        <DepartmentSelect all allowClear placeholder="全部" data-testid="search-dept" />
      </Form.Item>
      <Form.Item name="created" label="创建日期">
        <DatePicker.RangePicker style={{ width: '100%' }} />
      </Form.Item>
    </SearchForm>
  );
}
