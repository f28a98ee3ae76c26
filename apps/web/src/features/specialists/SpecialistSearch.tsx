import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { categoryOptions, externalOptions, statusOptions } from './options.ts';
import { SpecialtyTreeSelect } from './SpecialtyTreeSelect.tsx';

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
export function SpecialistSearch({ onSearch }: { onSearch: (filter: SpecialistFilterValues) => void }) {
  const [form] = Form.useForm<SpecialistFilterValues>();
  const cell = { xs: 24, sm: 12, lg: 8, xl: 6 };
  return (
    <Form
      form={form}
      onFinish={(values) => onSearch(values)}
      labelCol={{ flex: '80px' }}
      data-testid="specialist-search"
      style={{ marginBottom: 16 }}
    >
      <Row gutter={16}>
        <Col {...cell}>
          <Form.Item label="关键字" name="keyword">
            <Input placeholder="姓名或手机号" allowClear data-testid="search-keyword" />
          </Form.Item>
        </Col>
        <Col {...cell}>
          <Form.Item label="专业类别" name="specialtyId">
            <SpecialtyTreeSelect placeholder="全部（含下级）" />
          </Form.Item>
        </Col>
        <Col {...cell}>
          <Form.Item label="职称" name="title">
            <Input placeholder="如：高级工程师" allowClear />
          </Form.Item>
        </Col>
        <Col {...cell}>
          <Form.Item label="所在地区" name="region">
            <Input placeholder="如：杭州市" allowClear />
          </Form.Item>
        </Col>
        <Col {...cell}>
          <Form.Item label="专家类别" name="category">
            <Select placeholder="全部" allowClear options={categoryOptions} />
          </Form.Item>
        </Col>
        <Col {...cell}>
          <Form.Item label="内部/外部" name="external">
            <Select placeholder="全部" allowClear options={externalOptions} />
          </Form.Item>
        </Col>
        <Col {...cell}>
          <Form.Item label="状态" name="status">
            <Select placeholder="全部" allowClear options={statusOptions} data-testid="search-status" />
          </Form.Item>
        </Col>
        <Col {...cell}>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="search-submit">
                查询
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  form.resetFields();
                  onSearch({});
                }}
              >
                重置
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
