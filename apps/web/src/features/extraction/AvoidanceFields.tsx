import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { avoidExpertInput, avoidUnitInput } from '@swp/core/extraction/schema';
import { Button, Col, Form, Input, Row, Typography } from 'antd';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { ExpertSelect } from '../../shared/pickers/ExpertSelect.tsx';

const unit = avoidUnitInput.shape;
const expert = avoidExpertInput.shape;

/**
 * 回避单位 and 回避专家 (docs/rules.md), each an editable list with a reason per line. Experts employed by an avoided
 * unit, and the named experts, are never drawn.
 */
export function AvoidanceFields({ unitsHint }: { unitsHint?: string }) {
  return (
    <Row gutter={24}>
      <Col xs={24} xl={12}>
        <Typography.Text strong>回避单位</Typography.Text>
        {unitsHint ? (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
            {unitsHint}
          </Typography.Paragraph>
        ) : null}
        <Form.List name="avoidUnits">
          {(fields, { add, remove }) => (
            <div data-testid="avoid-units">
              {fields.map((f) => (
                <Row key={f.key} gutter={8} wrap={false}>
                  <Col flex="auto">
                    <Form.Item name={[f.name, 'name']} rules={[zodRule(unit.name)]}>
                      <Input placeholder="单位全称" maxLength={100} />
                    </Form.Item>
                  </Col>
                  <Col flex="180px">
                    <Form.Item name={[f.name, 'reason']} rules={[zodRule(unit.reason)]}>
                      <Input placeholder="回避原因" maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col flex="32px">
                    <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label="删除" />
                  </Col>
                </Row>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', reason: '' })} block>
                添加回避单位
              </Button>
            </div>
          )}
        </Form.List>
      </Col>
      <Col xs={24} xl={12}>
        <Typography.Text strong>回避专家</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
          与项目有利害关系的专家，例如曾参与本项目前期咨询或与投标人有关联。
        </Typography.Paragraph>
        <Form.List name="avoidExperts">
          {(fields, { add, remove }) => (
            <div data-testid="avoid-experts">
              {fields.map((f) => (
                <Row key={f.key} gutter={8} wrap={false}>
                  <Col flex="auto">
                    <Form.Item
                      name={[f.name, 'expertId']}
                      rules={[{ required: true, message: '请选择回避专家' }, zodRule(expert.expertId)]}
                    >
                      <ExpertSelect />
                    </Form.Item>
                  </Col>
                  <Col flex="180px">
                    <Form.Item name={[f.name, 'reason']} rules={[zodRule(expert.reason)]}>
                      <Input placeholder="回避原因" maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col flex="32px">
                    <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label="删除" />
                  </Col>
                </Row>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ reason: '' })} block>
                添加回避专家
              </Button>
            </div>
          )}
        </Form.List>
      </Col>
    </Row>
  );
}
