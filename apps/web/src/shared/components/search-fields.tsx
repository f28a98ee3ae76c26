import { DatePicker, Form, Input, Select, type SelectProps } from 'antd';
import { CLEARABLE_INPUT, CLEARABLE_SELECT } from '../forms/clearable.tsx';

// The fields a SearchForm is made of, each a `Form.Item` with the list's usual control: empty means "no filter".

/** A text filter (a name, a code, an account …), trimmed by the SearchForm. */
export function KeywordFilter({
  name = 'keyword',
  label = '关键字',
  placeholder,
  maxLength = 100,
  'data-testid': testId = 'search-keyword',
}: {
  name?: string;
  label?: string;
  placeholder: string;
  maxLength?: number;
  'data-testid'?: string;
}) {
  return (
    <Form.Item name={name} label={label}>
      <Input placeholder={placeholder} allowClear={CLEARABLE_INPUT} maxLength={maxLength} data-testid={testId} />
    </Form.Item>
  );
}

/** One value out of a few, 全部 when cleared. */
export function ChoiceFilter({
  name,
  label,
  options,
  showSearch,
  'data-testid': testId,
}: {
  name: string;
  label: string;
  options: SelectProps['options'];
  showSearch?: SelectProps['showSearch'];
  'data-testid'?: string;
}) {
  return (
    <Form.Item name={name} label={label}>
      <Select
        options={options}
        placeholder="全部"
        allowClear={CLEARABLE_SELECT}
        showSearch={showSearch}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** A range of days (see shared/forms/date-range.ts for the query's from/to). */
export function DayRangeFilter({
  name,
  label,
  'data-testid': testId,
}: {
  name: string;
  label: string;
  'data-testid'?: string;
}) {
  return (
    <Form.Item name={name} label={label}>
      <DatePicker.RangePicker style={{ width: '100%' }} data-testid={testId} />
    </Form.Item>
  );
}
