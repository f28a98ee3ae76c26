import { SearchOutlined } from '@ant-design/icons';
import type { TemplateListInput } from '@swp/core/announcement/template';
import { Button, Form, Input, Select, Space } from 'antd';
import { PURCHASE_WAY_OPTIONS, TYPE_OPTIONS } from './labels.ts';

type Filters = Omit<TemplateListInput, 'page' | 'pageSize'>;

const ENABLED_OPTIONS = [
  { value: 'true', label: '已启用' },
  { value: 'false', label: '已停用' },
];

/** The search form above the template table: type, purchase way, status and name. */
export function TemplateSearch({ onSearch, loading }: { onSearch: (f: Filters) => void; loading: boolean }) {
  const [form] = Form.useForm<Filters>();
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(values) => onSearch(values)}
      style={{ marginBottom: 16, rowGap: 12 }}
      data-testid="template-search"
    >
      <Form.Item name="type" label="公告类型">
        <Select allowClear placeholder="全部" options={TYPE_OPTIONS} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="purchaseWay" label="采购方式">
        <Select allowClear placeholder="全部" options={PURCHASE_WAY_OPTIONS} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="enabled" label="状态">
        <Select allowClear placeholder="全部" options={ENABLED_OPTIONS} style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name="keyword" label="模板名称">
        <Input allowClear placeholder="输入模板名称" style={{ width: 180 }} maxLength={100} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading}>
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
