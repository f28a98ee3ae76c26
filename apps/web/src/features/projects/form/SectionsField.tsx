import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { sectionInput } from '@swp/core/project/schema';
import { Button, Col, Form, Input, Row, Typography } from 'antd';
import { MoneyInput } from '../../../shared/components/MoneyInput.tsx';
import { zodRule } from '../../../shared/forms/zodRule.ts';
import { wholeFormRule } from './formValues.ts';

const MAX_SECTIONS = 50;

/** 标段: name + budget rows. Names must differ and the budgets together stay within the project's 预算金额. */
export function SectionsField() {
  const form = Form.useFormInstance();
  return (
    <Form.List name="sections" rules={[wholeFormRule(form, ['sections'])]}>
      {(fields, { add, remove }, { errors }) => (
        <div data-testid="sections">
          {fields.length === 0 ? (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
              不分标段的项目无需添加；分标段时请逐一添加标段名称和标段预算。
            </Typography.Paragraph>
          ) : null}
          {fields.map((field, index) => (
            <Row key={field.key} gutter={12} align="top">
              <Col flex="48px" style={{ lineHeight: '32px', color: 'rgba(0, 0, 0, 0.58)' }}>
                {index + 1}.
              </Col>
              <Col flex="auto">
                <Form.Item
                  name={[field.name, 'name']}
                  dependencies={fields.filter((f) => f.key !== field.key).map((f) => ['sections', f.name, 'name'])}
                  rules={[zodRule(sectionInput.shape.name), wholeFormRule(form, ['sections', field.name, 'name'])]}
                >
                  <Input placeholder="标段名称，如：第一标段（土建）" maxLength={100} />
                </Form.Item>
              </Col>
              <Col flex="240px">
                <Form.Item name={[field.name, 'budget']} rules={[zodRule(sectionInput.shape.budget)]}>
                  <MoneyInput placeholder="标段预算（元）" />
                </Form.Item>
              </Col>
              <Col flex="40px">
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`删除第${index + 1}个标段`}
                  onClick={() => remove(field.name)}
                />
              </Col>
            </Row>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ name: '', budget: null })}
            disabled={fields.length >= MAX_SECTIONS}
            data-testid="section-add"
          >
            添加标段
          </Button>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
