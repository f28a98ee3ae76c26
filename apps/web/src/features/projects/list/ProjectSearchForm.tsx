import { PAUSED_LABEL, PROJECT_STATE_LABELS, PROJECT_STATES } from '@swp/core/project/lifecycle';
import { PURCHASE_WAY_LABELS, PURCHASE_WAYS } from '@swp/core/project/purchase-way';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { DepartmentSelect } from '../../departments/DepartmentSelect.tsx';
import { type ListFilters, PAUSED_FILTER } from './searchParams.ts';

interface Values {
  keyword?: string;
  purchaseWay?: number;
  status?: string;
  needDeptId?: number;
  created?: [Dayjs, Dayjs] | null;
}

export const PURCHASE_WAY_OPTIONS = PURCHASE_WAYS.map((w) => ({ value: w, label: PURCHASE_WAY_LABELS[w] }));
const STATUS_OPTIONS = [
  ...PROJECT_STATES.map((s) => ({ value: s, label: PROJECT_STATE_LABELS[s] })),
  { value: PAUSED_FILTER, label: PAUSED_LABEL },
];

const DAY = 'YYYY-MM-DD';

/** The search form above the 项目管理 table; it shows the filters of the URL and hands back new ones. */
export function ProjectSearchForm({ value, onSearch }: { value: ListFilters; onSearch: (f: ListFilters) => void }) {
  const [form] = Form.useForm<Values>();
  // Only when the URL's filters change (a search, 重置, back/forward): a re-render must not undo what is being typed.
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `value`, which is a new object each render
  useEffect(() => {
    form.setFieldsValue({
      keyword: value.keyword,
      purchaseWay: value.purchaseWay,
      status: value.status,
      needDeptId: value.needDeptId,
      created: value.createdFrom && value.createdTo ? [dayjs(value.createdFrom), dayjs(value.createdTo)] : null,
    });
  }, [key, form]);

  const submit = (v: Values) =>
    onSearch({
      keyword: v.keyword?.trim() || undefined,
      purchaseWay: v.purchaseWay,
      status: v.status,
      needDeptId: v.needDeptId,
      createdFrom: v.created?.[0]?.format(DAY),
      createdTo: v.created?.[1]?.format(DAY),
    });

  return (
    <Form form={form} onFinish={submit} labelCol={{ flex: '72px' }} data-testid="project-search">
      <Row gutter={16}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="keyword" label="关键字">
            <Input placeholder="项目名称或项目编号" allowClear maxLength={100} data-testid="search-keyword" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="purchaseWay" label="采购方式">
            <Select options={PURCHASE_WAY_OPTIONS} placeholder="全部" allowClear data-testid="search-way" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="status" label="项目状态">
            <Select options={STATUS_OPTIONS} placeholder="全部" allowClear data-testid="search-status" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="needDeptId" label="需求部门">
            <DepartmentSelect all allowClear placeholder="全部" data-testid="search-dept" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="created" label="创建日期">
            <DatePicker.RangePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8} style={{ textAlign: 'right' }}>
          <Space>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              重置
            </Button>
            <Button type="primary" htmlType="submit" data-testid="search-submit">
              查询
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
