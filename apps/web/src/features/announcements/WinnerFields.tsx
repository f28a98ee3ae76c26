import { announcementInput } from '@swp/core/announcement/schema';
import { amountInCapitals } from '@swp/core/common/money';
import { WINNER_REASON_REQUIRED } from '@swp/core/results/labels';
import type { ResultCandidate } from '@swp/core/results/responses';
import { Alert, Col, Descriptions, Form, Input, Row, Select, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { amountText, candidateLabel } from '../results/format.ts';
import type { AnnouncementFormValues } from './announcement-form.ts';

const field = announcementInput.shape;

/** The server's refusal, word for word (results/award.ts): the form asks before the server has to refuse. */

/** What publishing writes from the chosen candidate; kept in the form so a re-render shows the same. */
const figuresOf = (c: ResultCandidate): Partial<AnnouncementFormValues> => ({
  winnerSupplierId: c.supplierId,
  winner: c.companyName,
  amount: c.offer,
  offer: c.offer,
});

interface Props {
  /** The 评标报告's recommended candidates (the 结果 summary); undefined while loading. */
  candidates: ResultCandidate[] | undefined;
  /** Why the candidates could not be read, if they could not. */
  error?: string | null;
  disabled?: boolean;
}

/**
 * 中标公告's fields (docs/rules.md): the winner is one of the report's candidates, the rank-1 one unless staff choose
 * another and say why (kept in the audit log and shown on the project). 中标人 / 中标金额 / 最终报价 are not typed:
 * the server takes them from the chosen candidate when publishing, and they are shown here as it will.
 */
export function WinnerFields({ candidates, error, disabled }: Props) {
  const form = Form.useFormInstance<AnnouncementFormValues>();
  const chosenId = Form.useWatch('winnerSupplierId', form);
  const ranked = useMemo(() => [...(candidates ?? [])].sort((a, b) => a.rank - b.rank), [candidates]);
  const chosen = ranked.find((c) => c.supplierId === chosenId);

  useEffect(() => {
    // A new notice proposes the rank-1 candidate, as the server does; a saved draft keeps its choice.
    const first = ranked[0];
    if (first && form.getFieldValue('winnerSupplierId') === undefined) form.setFieldsValue(figuresOf(first));
  }, [ranked, form]);

  useEffect(() => {
    if (!chosen) return;
    if (form.getFieldValue('winner') !== chosen.companyName) form.setFieldsValue(figuresOf(chosen));
    // Rank 1 needs no reason: one typed for another choice must not be saved with it.
    if (chosen.rank === 1 && form.getFieldValue('winnerReason') !== undefined)
      form.setFieldValue('winnerReason', undefined);
  }, [chosen, form]);

  return (
    <>
      {error || (candidates && ranked.length === 0) ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={error ?? '项目尚无评标报告推荐的中标候选人，不能发布中标公告'}
        />
      ) : null}
      <Form.Item name="winnerSupplierId" label="中标人" required extra="默认为第一中标候选人">
        <Select
          options={ranked.map((c) => ({ value: c.supplierId, label: candidateLabel(c) }))}
          loading={candidates === undefined && !error}
          placeholder="选择中标候选人"
          disabled={disabled}
          data-testid="announcement-winnerSupplierId"
        />
      </Form.Item>
      {chosen && chosen.rank !== 1 ? (
        <Form.Item
          name="winnerReason"
          label="选择非第一中标候选人的理由"
          required
          preserve={false}
          rules={[{ required: true, whitespace: true, message: WINNER_REASON_REQUIRED }, zodRule(field.winnerReason)]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={500}
            showCount
            placeholder="如：第一中标候选人放弃中标"
            disabled={disabled}
            data-testid="announcement-winnerReason"
          />
        </Form.Item>
      ) : null}
      {chosen ? (
        <Descriptions
          size="small"
          bordered
          column={1}
          style={{ marginBottom: 16 }}
          data-testid="announcement-award-figures"
          items={[
            {
              key: 'amount',
              label: '中标金额',
              children: (
                <>
                  <span data-testid="announcement-amount">{amountText(chosen.offer)}元</span>
                  {/* What {{amountCapitals}} will print: the clerk sees both forms before publishing. */}
                  <Typography.Text
                    type="secondary"
                    style={{ marginInlineStart: 8 }}
                    data-testid="announcement-amount-capitals"
                  >
                    {amountInCapitals(chosen.offer)}
                  </Typography.Text>
                </>
              ),
            },
            {
              key: 'offer',
              label: '最终报价',
              children: <span data-testid="announcement-offer">{amountText(chosen.offer)}元</span>,
            },
            { key: 'note', label: '说明', children: '发布时由系统按所选中标人的报价填写' },
          ]}
        />
      ) : null}
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="cycle" label="中标工期" rules={[zodRule(field.cycle)]}>
            <Input maxLength={100} disabled={disabled} data-testid="announcement-cycle" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="pmUser" label="质保期" rules={[zodRule(field.pmUser)]}>
            <Input maxLength={100} disabled={disabled} data-testid="announcement-pmUser" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remark" label="备注" rules={[zodRule(field.remark)]}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={2000}
          disabled={disabled}
          data-testid="announcement-remark"
        />
      </Form.Item>
    </>
  );
}
