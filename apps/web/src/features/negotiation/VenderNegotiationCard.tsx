import { roundOfferInput } from '@swp/core/evaluation/schema';
import { parseDateTime } from '@swp/core/project/time';
import { Alert, Button, Card, Form, Grid, Popconfirm, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { MoneyInput } from '../../shared/components/MoneyInput.tsx';
import { formatMoney, formatTime } from '../../shared/format.ts';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { type MyNegotiation, useMyNegotiation, useSubmitOffer } from './api.ts';

type OpenRound = NonNullable<MyNegotiation['openRound']>;

/** The open round: what is negotiated, the time left, and the company's last quote for it. */
function OfferForm({ projectId, round, sent }: { projectId: number; round: OpenRound; sent: string | null }) {
  const [form] = Form.useForm<{ offer: string }>();
  const submit = useSubmitOffer(projectId);
  const [ended, setEnded] = useState(false);

  const send = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const env = await submit.mutateAsync(roundOfferInput.shape.offer.parse(values.offer));
      feedback.success(env.msg || '最后报价已提交');
      form.resetFields();
    } catch {
      // the HTTP client has shown the server's reason (e.g. 本轮谈判已截止)
    }
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="negotiation-open-round">
      <Alert
        type="info"
        showIcon
        title={`第${round.round}轮谈判`}
        description={<span style={{ whiteSpace: 'pre-wrap' }}>{round.note}</span>}
      />
      <Space size={32} wrap align="start">
        <Statistic.Timer
          type="countdown"
          title={`报价截止：${formatTime(round.deadline)}`}
          value={parseDateTime(round.deadline) ?? Date.now()}
          format="D 天 HH:mm:ss"
          onFinish={() => setEnded(true)}
        />
        {sent ? <Statistic title="本轮已提交的报价" value={formatMoney(sent)} /> : null}
      </Space>
      {ended ? (
        <Alert type="warning" showIcon title="本轮谈判报价已截止" data-testid="negotiation-ended" />
      ) : (
        <Form form={form} layout="vertical" style={{ maxWidth: 420 }} data-testid="negotiation-offer-form">
          <Form.Item
            label="最后报价（元）"
            name="offer"
            rules={[zodRule(roundOfferInput.shape.offer)]}
            required
            extra={
              sent
                ? '再次提交将替换本轮之前的报价，以截止前最后一次提交的为准。'
                : '截止前报价保密，截止后向评标委员会公开。'
            }
          >
            <MoneyInput placeholder="请输入最后报价" data-testid="negotiation-offer" />
          </Form.Item>
          <Popconfirm
            title="提交最后报价？"
            description="以截止前最后一次提交的报价为准。"
            okText="提交"
            cancelText="取消"
            onConfirm={send}
          >
            <Button type="primary" loading={submit.isPending} data-testid="negotiation-submit">
              提交最后报价
            </Button>
          </Popconfirm>
        </Form>
      )}
    </Space>
  );
}

/**
 * 我的项目 → a 竞争性谈判 project: the open round with a countdown and the quote form, and the company's own quotes
 * of every round. Hidden when no round exists (or the project is not negotiated; the server says so silently).
 */
export function VenderNegotiationCard({ projectId, enabled }: { projectId: number; enabled: boolean }) {
  const wide = Grid.useBreakpoint().sm !== false;
  const mine = useMyNegotiation(projectId, enabled);
  const data = mine.data;
  if (!data || (!data.openRound && data.myOffers.length === 0)) return null;
  const open = data.openRound;
  const sentThisRound = open ? (data.myOffers.find((o) => o.round === open.round)?.offer ?? null) : null;

  return (
    <Card
      variant="borderless"
      styles={{ body: { padding: wide ? 24 : 16 } }}
      title="竞争性谈判"
      data-testid="vender-negotiation"
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {open ? <OfferForm key={open.round} projectId={projectId} round={open} sent={sentThisRound} /> : null}
        {data.myOffers.length > 0 ? (
          <div data-testid="negotiation-my-offers">
            <Typography.Title level={5}>我的报价</Typography.Title>
            {data.myOffers.map((o) => (
              <div key={o.round}>
                第{o.round}轮：{formatMoney(o.offer)}
                <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                  {formatTime(o.submittedAt)} 提交
                </Typography.Text>
              </div>
            ))}
          </div>
        ) : null}
      </Space>
    </Card>
  );
}
