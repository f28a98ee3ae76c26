import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { GradingGroup } from '@swp/core/evaluation/labels';
import { GRADING_GROUP_LABELS, isScoredGroup } from '@swp/core/grading/labels';
import { gradingItemInput } from '@swp/core/grading/schema';
import { Button, Form, Input, InputNumber, Table, Typography } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import { zodRule } from '../../shared/forms/zodRule.ts';

const field = gradingItemInput.shape;

/** What each group's rows are for, under its title. */
const GROUP_HINTS: Record<GradingGroup, string> = {
  qualification: '逐项判定通过/不通过，如营业执照、资质证书、财务状况、信誉要求等。',
  compliance: '逐项判定通过/不通过，如投标函签章、投标有效期、报价唯一性、实质性响应等。',
  business: '填写分值和评分说明（满分条件及扣分规则）。',
  technical: '填写分值和评分说明（满分条件及扣分规则）。',
  price: '只能有一项；得分按所选价格分计算方法计算，专家不手工打分。',
};

/**
 * One group's items as an editable table (a Form.List under `groups.<group>`): name and description for
 * 初步评审 rows, plus the max points for scored rows. 价格 holds exactly one row.
 */
export function GradingItemsTable({ group }: { group: GradingGroup }) {
  const scored = isScoredGroup(group);
  const label = GRADING_GROUP_LABELS[group];
  return (
    <Form.List name={['groups', group]}>
      {(fields, { add, remove }) => {
        const columns = [
          {
            title: '评审项',
            key: 'name',
            width: 220,
            render: (_: unknown, f: FormListFieldData) => (
              <Form.Item name={[f.name, 'name']} rules={[zodRule(field.name)]} style={{ margin: 0 }}>
                <Input placeholder="评审项名称" maxLength={100} data-testid={`item-${group}-${f.name}-name`} />
              </Form.Item>
            ),
          },
          ...(scored
            ? [
                {
                  title: '分值',
                  key: 'maxScore',
                  width: 120,
                  render: (_: unknown, f: FormListFieldData) => (
                    <Form.Item
                      name={[f.name, 'maxScore']}
                      rules={[{ required: true, message: '请输入分值' }, zodRule(field.maxScore)]}
                      style={{ margin: 0 }}
                    >
                      <InputNumber<string>
                        stringMode
                        min="0.01"
                        max="100"
                        step="1"
                        placeholder="分值"
                        style={{ width: '100%' }}
                        data-testid={`item-${group}-${f.name}-max`}
                      />
                    </Form.Item>
                  ),
                },
              ]
            : []),
          {
            title: scored ? '评分说明' : '审查标准',
            key: 'description',
            render: (_: unknown, f: FormListFieldData) => (
              <Form.Item
                name={[f.name, 'description']}
                rules={[
                  ...(scored ? [{ required: true, whitespace: true, message: '请填写评分说明' }] : []),
                  zodRule(field.description),
                ]}
                style={{ margin: 0 }}
              >
                <Input.TextArea
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  maxLength={1000}
                  placeholder={scored ? '满分条件及扣分规则' : '通过的条件'}
                  data-testid={`item-${group}-${f.name}-description`}
                />
              </Form.Item>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 64,
            align: 'center' as const,
            render: (_: unknown, f: FormListFieldData) => (
              <Button
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined />}
                aria-label={`删除${label}评审项`}
                onClick={() => remove(f.name)}
              />
            ),
          },
        ];
        const full = group === 'price' && fields.length >= 1;
        return (
          <div style={{ marginBottom: 20 }} data-testid={`items-${group}`}>
            <Typography.Text strong>{label}</Typography.Text>
            <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
              {GROUP_HINTS[group]}
            </Typography.Text>
            <Table<FormListFieldData>
              bordered
              size="small"
              rowKey="key"
              columns={columns}
              dataSource={fields}
              pagination={false}
              locale={{ emptyText: `暂无${label}评审项` }}
              style={{ marginTop: 8 }}
            />
            {full ? null : (
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                onClick={() =>
                  add(scored ? { name: '', maxScore: null, description: '' } : { name: '', description: '' })
                }
                style={{ marginTop: 8 }}
                data-testid={`item-${group}-add`}
              >
                添加{label}评审项
              </Button>
            )}
          </div>
        );
      }}
    </Form.List>
  );
}
