import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Col, type ColProps, Flex, Form, Row } from 'antd';
import { Children, isValidElement, type ReactNode, useEffect } from 'react';

export interface SearchFormProps<V extends object> {
  /**
   * The filters in force (from the URL or the page's state). The fields show them and follow them when they change
   * (a search, 重置, back/forward), but not on every render, so what is being typed is not undone.
   */
  value: V;
  /** 查询 or Enter: the fields' values with strings trimmed and empty ones left out ("no filter"). */
  onSearch: (values: V) => void;
  /** 重置: empties the fields, then this; by default `onSearch({})`, which also clears a URL-kept query. */
  onReset?: () => void;
  /** Shows 查询 busy while the list loads. */
  loading?: boolean;
  /** The fields, one `<Form.Item name label>` each; every one gets a cell of the grid. */
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A cell per field: one column on a phone, two from 768 px, three from 1200 px, four from 1600 px — beside the
 * 201 px menu a cell stays wide enough for a date range. The label column is fixed (80 px) so the fields line up
 * from row to row; under 576 px antd puts the labels above the fields.
 */
const CELL: ColProps = { xs: 24, md: 12, xl: 8, xxl: 6 };

/** Strings trimmed, and '', null and undefined dropped: a field left empty is no filter. */
function clean<V extends object>(values: V): V {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === null || value === '') continue;
    out[key] = value;
  }
  return out as V;
}

/**
 * The one search form above a list's table (ant-design-pro's query filter): the fields in a responsive grid and,
 * at the end of the last row, 查询 (primary) and 重置. Enter in a field submits.
 */
export function SearchForm<V extends object>({
  value,
  onSearch,
  onReset,
  loading,
  children,
  'data-testid': testId,
}: SearchFormProps<V>) {
  const [form] = Form.useForm<V>();
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `value`, often a new object each render
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(value as Parameters<typeof form.setFieldsValue>[0]);
  }, [key, form]);

  const reset = () => {
    form.resetFields();
    (onReset ?? (() => onSearch({} as V)))();
  };

  return (
    <Form<V>
      form={form}
      onFinish={(values) => onSearch(clean(values))}
      labelCol={{ flex: '80px' }}
      style={{ marginBottom: 8 }}
      data-testid={testId}
    >
      <Row gutter={16}>
        {Children.toArray(children).map((field) => (
          // toArray keys every field (and drops a field written as `cond && …` when it is off).
          <Col key={isValidElement(field) ? field.key : String(field)} {...CELL}>
            {field}
          </Col>
        ))}
        {/* The buttons take the end of the last row, or a row of their own, always at the right edge. */}
        <Col {...CELL} style={{ marginInlineStart: 'auto' }}>
          <Form.Item>
            <Flex justify="end" gap={8}>
              <Button
                type="primary"
                htmlType="submit"
                icon={<SearchOutlined />}
                loading={loading}
                data-testid="search-submit"
              >
                查询
              </Button>
              <Button icon={<ReloadOutlined />} onClick={reset} data-testid="search-reset">
                重置
              </Button>
            </Flex>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
