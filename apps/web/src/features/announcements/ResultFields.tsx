import { announcementInput } from '@swp/core/announcement/schema';
import { Col, DatePicker, Form, Input, Row, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { zodRule } from '../../shared/forms/zodRule.ts';

const field = announcementInput.shape;

/** A picker's value checked by the same field rule as the server (sent as Beijing wall-clock text). */
const timeRule = (name: 'gsTime' | 'gsEndTime') =>
  zodRule({ safeParse: (v: unknown) => field[name].safeParse((v as Dayjs | undefined)?.format('YYYY-MM-DD HH:mm')) });

const TIMES = [
  { name: 'gsTime', label: '公示开始时间' },
  { name: 'gsEndTime', label: '公示截止时间' },
] as const;

interface Props {
  /** The draft exists: the server has filled the window, which must now stay set. */
  created: boolean;
  /** The purchase way's minimum publicity (采购参数), when known. */
  publicityDays?: number;
  disabled?: boolean;
}

/**
 * 结果公示's fields: the publicity window (at least the way's publicity days, checked by the server when the draft
 * is saved and published), the 评标情况 the server writes from the report's candidates, and the channel for
 * objections. Before the draft exists the window may be left empty: the server starts it now.
 */
export function ResultFields({ created, publicityDays, disabled }: Props) {
  const days = publicityDays ? `${publicityDays}天` : '采购参数规定的天数';
  return (
    <>
      <Row gutter={12}>
        {TIMES.map(({ name, label }) => (
          <Col span={12} key={name}>
            <Form.Item
              name={name}
              label={label}
              required={created}
              rules={[timeRule(name)]}
              dependencies={name === 'gsEndTime' ? ['gsTime'] : undefined}
            >
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                style={{ width: '100%' }}
                placeholder={created ? '请选择' : '留空由系统填写'}
                disabled={disabled}
                data-testid={`announcement-${name}`}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: -12 }} data-testid="announcement-publicity-hint">
        公示期不少于{days}（自公示开始时间起算），公示开始时间不能早于发布时间。
        {created ? '' : '留空则自生成草稿时起公示。'}
      </Typography.Paragraph>
      <Form.Item
        name="bidInfo"
        label="评标情况"
        rules={[zodRule(field.bidInfo)]}
        extra="生成草稿时按评标报告的中标候选人填写，可修改"
      >
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={5000}
          disabled={disabled}
          data-testid="announcement-bidInfo"
        />
      </Form.Item>
      <Form.Item name="dissent" label="异议、投诉及监督渠道" rules={[zodRule(field.dissent)]}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={2000}
          placeholder="如：投标人对结果有异议的，可在公示期内通过系统“我的项目”提出"
          disabled={disabled}
          data-testid="announcement-dissent"
        />
      </Form.Item>
    </>
  );
}
