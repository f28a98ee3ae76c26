import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { avoidExpertInput, avoidUnitInput } from '@swp/core/extraction/schema';
import { Button, Col, Form, Input, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type ParsesValue, zodRule } from '../../shared/forms/zodRule.ts';
import { ExpertSelect } from '../../shared/pickers/ExpertSelect.tsx';

const unit = avoidUnitInput.shape;
const expert = avoidExpertInput.shape;

/** One avoidance list: a line per avoided unit or expert (`who`, the field at `name`), each with its reason. */
function AvoidanceList({
  title,
  hint,
  name,
  who,
  reasonRule,
  blank,
  addText,
  testId,
}: {
  title: string;
  hint?: ReactNode;
  name: string;
  /** The line's first field, the unit or the expert, for the line at `line`. */
  who: (line: number) => ReactNode;
  reasonRule: ParsesValue;
  /** A new line's values. */
  blank: object;
  addText: string;
  testId: string;
}) {
  return (
    <Col xs={24} xl={12}>
      <Typography.Text strong>{title}</Typography.Text>
      {hint ? (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
          {hint}
        </Typography.Paragraph>
      ) : null}
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <div data-testid={testId}>
            {fields.map((f) => (
              <Row key={f.key} gutter={8} wrap={false}>
                <Col flex="auto">{who(f.name)}</Col>
                <Col flex="180px">
                  <Form.Item name={[f.name, 'reason']} rules={[zodRule(reasonRule)]}>
                    <Input placeholder="回避原因" maxLength={200} />
                  </Form.Item>
                </Col>
                <Col flex="32px">
                  <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label="删除" />
                </Col>
              </Row>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(blank)} block>
              {addText}
            </Button>
          </div>
        )}
      </Form.List>
    </Col>
  );
}

/**
 * 回避单位 and 回避专家 (docs/rules.md), each an editable list with a reason per line. Experts employed by an avoided
 * unit, and the named experts, are never drawn.
 */
export function AvoidanceFields({ unitsHint }: { unitsHint?: string }) {
  return (
    <Row gutter={24}>
      <AvoidanceList
        title="回避单位"
        hint={unitsHint}
        name="avoidUnits"
        who={(line) => (
          <Form.Item name={[line, 'name']} rules={[zodRule(unit.name)]}>
            <Input placeholder="单位全称" maxLength={100} />
          </Form.Item>
        )}
        reasonRule={unit.reason}
        blank={{ name: '', reason: '' }}
        addText="添加回避单位"
        testId="avoid-units"
      />
      <AvoidanceList
        title="回避专家"
        hint="与项目有利害关系的专家，例如曾参与本项目前期咨询或与投标人有关联。"
        name="avoidExperts"
        who={(line) => (
          <Form.Item
            name={[line, 'expertId']}
            rules={[{ required: true, message: '请选择回避专家' }, zodRule(expert.expertId)]}
          >
            <ExpertSelect aria-label="回避专家" />
          </Form.Item>
        )}
        reasonRule={expert.reason}
        blank={{ reason: '' }}
        addText="添加回避专家"
        testId="avoid-experts"
      />
    </Row>
  );
}
