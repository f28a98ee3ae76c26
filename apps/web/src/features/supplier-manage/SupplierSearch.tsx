import { SUPPLIER_STATUS_LABELS, SUPPLIER_STATUSES, type SupplierStatus } from '@swp/core/supplier/labels';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { SearchForm } from '../../shared/components/SearchForm.tsx';
import type { SupplierFilters } from './api.ts';

interface Values {
  status?: SupplierStatus;
  keyword?: string;
  registered?: [Dayjs, Dayjs];
}

const STATUS_OPTIONS = SUPPLIER_STATUSES.map((s) => ({ value: s, label: SUPPLIER_STATUS_LABELS[s] }));
const DAY = 'YYYY-MM-DD';

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
    registered:
      value.registeredFrom && value.registeredTo ? [dayjs(value.registeredFrom), dayjs(value.registeredTo)] : undefined,
  };
  const submit = ({ registered, ...rest }: Values) =>
    onSearch({ ...rest, registeredFrom: registered?.[0]?.format(DAY), registeredTo: registered?.[1]?.format(DAY) });

  return (
    <SearchForm<Values> value={shown} onSearch={submit} loading={loading} data-testid="supplier-search">
      <Form.Item name="status" label="状态">
        <Select options={STATUS_OPTIONS} placeholder="全部" allowClear data-testid="search-status" />
      </Form.Item>
      <Form.Item name="keyword" label="关键字">
        <Input placeholder="企业名称/统一社会信用代码/账号" allowClear maxLength={100} data-testid="search-keyword" />
      </Form.Item>
      <Form.Item name="registered" label="注册日期">
        <DatePicker.RangePicker style={{ width: '100%' }} />
      </Form.Item>
    </SearchForm>
  );
}
