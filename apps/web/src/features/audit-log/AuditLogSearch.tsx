import { AUDIT_ACTION_OPTIONS, AUDIT_TARGET_LABELS } from '@swp/core/audit-log/labels';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { SearchForm } from '../../shared/components/SearchForm.tsx';
import type { AuditLogFilters } from './api.ts';

interface Values {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  range?: [Dayjs, Dayjs];
}

const ACTION_OPTIONS = [...AUDIT_ACTION_OPTIONS].sort((a, b) => a.label.localeCompare(b.label, 'zh-CN'));
const TARGET_OPTIONS = Object.entries(AUDIT_TARGET_LABELS).map(([value, label]) => ({ value, label }));
const DAY = 'YYYY-MM-DD';

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
  const shown: Values = { ...rest, range: from && to ? [dayjs(from), dayjs(to)] : undefined };
  const submit = ({ range, ...fields }: Values) =>
    onSearch({ ...fields, from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) });

  return (
    <SearchForm<Values> value={shown} onSearch={submit} loading={loading} data-testid="audit-log-search">
      <Form.Item name="actor" label="操作人">
        <Input placeholder="姓名/账号" allowClear maxLength={100} data-testid="audit-search-actor" />
      </Form.Item>
      <Form.Item name="action" label="操作">
        <Select
          options={ACTION_OPTIONS}
          placeholder="全部"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="audit-search-action"
        />
      </Form.Item>
      <Form.Item name="targetType" label="对象">
        <Select options={TARGET_OPTIONS} placeholder="全部" allowClear data-testid="audit-search-target-type" />
      </Form.Item>
      <Form.Item name="targetId" label="对象编号">
        <Input placeholder="对象编号，如项目ID" allowClear maxLength={64} data-testid="audit-search-target-id" />
      </Form.Item>
      <Form.Item name="range" label="时间范围">
        <DatePicker.RangePicker style={{ width: '100%' }} data-testid="audit-search-range" />
      </Form.Item>
    </SearchForm>
  );
}
