import { Form, Input, Select } from 'antd';
import { SearchForm } from '../../shared/components/SearchForm.tsx';
import { CLEARABLE_INPUT, CLEARABLE_SELECT } from '../../shared/forms/clearable.tsx';
import { categoryOptions, externalOptions, statusOptions } from '../../shared/forms/specialist-options.ts';
import { SpecialtyTreeSelect } from '../../shared/pickers/SpecialtyTreeSelect.tsx';

export interface SpecialistFilterValues {
  keyword?: string;
  specialtyId?: number;
  title?: string;
  region?: string;
  category?: string;
  external?: boolean;
  status?: string;
}

/** The search above the expert table; 查询 applies the filters from page 1, 重置 clears them. */
export function SpecialistSearch({
  value,
  onSearch,
}: {
  value: SpecialistFilterValues;
  onSearch: (filter: SpecialistFilterValues) => void;
}) {
  return (
    <SearchForm<SpecialistFilterValues> value={value} onSearch={onSearch} data-testid="specialist-search">
      <Form.Item label="关键字" name="keyword">
        <Input placeholder="姓名或手机号" allowClear={CLEARABLE_INPUT} data-testid="search-keyword" />
      </Form.Item>
      <Form.Item label="专业类别" name="specialtyId">
        <SpecialtyTreeSelect placeholder="全部（含下级）" />
      </Form.Item>
      <Form.Item label="职称" name="title">
        <Input placeholder="如：高级工程师" allowClear={CLEARABLE_INPUT} />
      </Form.Item>
      <Form.Item label="所在地区" name="region">
        <Input placeholder="如：杭州市" allowClear={CLEARABLE_INPUT} />
      </Form.Item>
      <Form.Item label="专家类别" name="category">
        <Select placeholder="全部" allowClear={CLEARABLE_SELECT} options={categoryOptions} />
      </Form.Item>
      <Form.Item label="内部/外部" name="external">
        <Select placeholder="全部" allowClear={CLEARABLE_SELECT} options={externalOptions} />
      </Form.Item>
      <Form.Item label="状态" name="status">
        <Select placeholder="全部" allowClear={CLEARABLE_SELECT} options={statusOptions} data-testid="search-status" />
      </Form.Item>
    </SearchForm>
  );
}
