import type { TemplateListInput } from '@swp/core/announcement/template';
import { Form, Input, Select } from 'antd';
import { TYPE_OPTIONS } from '../../shared/announcement-types.ts';
import { SearchForm } from '../../shared/components/SearchForm.tsx';
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
      <Form.Item name="type" label="公告类型">
        <Select allowClear placeholder="全部" options={TYPE_OPTIONS} />
      </Form.Item>
      <Form.Item name="purchaseWay" label="采购方式">
        <Select allowClear placeholder="全部" options={PURCHASE_WAY_OPTIONS} />
      </Form.Item>
      <Form.Item name="enabled" label="状态">
        <Select allowClear placeholder="全部" options={ENABLED_OPTIONS} />
      </Form.Item>
      <Form.Item name="keyword" label="模板名称">
        <Input allowClear placeholder="输入模板名称" maxLength={100} />
      </Form.Item>
    </SearchForm>
  );
}
