import type { HallState } from '@swp/core/opening/responses';
import { HALL_TEXT_MAX } from '@swp/core/opening/schema';
import { Button, Card, Empty, Flex, Input, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { formatTime } from '../../shared/format.ts';
import { useAnswerObjection, useRaiseObjection } from './api.ts';

type Objection = HallState['objections'][number];

function AnswerBox({ projectId, objection }: { projectId: number; objection: Objection }) {
  const answer = useAnswerObjection(projectId);
  const [text, setText] = useState('');
  const send = () =>
    answer.mutateAsync({ id: objection.id, answer: text }).then((env) => {
      setText('');
      feedback.success((env as { msg?: string }).msg || '已答复');
    });
  return (
    <Flex vertical gap={8} style={{ marginTop: 8 }}>
      <Input.TextArea
        rows={2}
        maxLength={HALL_TEXT_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="当场答复异议"
        data-testid="hall-answer-input"
      />
      <div>
        <Button
          type="primary"
          loading={answer.isPending}
          disabled={!text.trim()}
          onClick={send}
          data-testid="hall-answer"
        >
          答复
        </Button>
      </div>
    </Flex>
  );
}

function RaiseBox({ projectId }: { projectId: number }) {
  const raise = useRaiseObjection(projectId);
  const [text, setText] = useState('');
  const send = () =>
    raise.mutateAsync(text).then((env) => {
      setText('');
      feedback.success((env as { msg?: string }).msg || '异议已提交');
    });
  return (
    <Flex vertical gap={8} style={{ marginBottom: 12 }}>
      <Input.TextArea
        rows={3}
        maxLength={HALL_TEXT_MAX}
        showCount
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="对开标过程有异议的，请在此书面提出，招标人将当场答复"
        data-testid="hall-objection-input"
      />
      <div>
        <Button loading={raise.isPending} disabled={!text.trim()} onClick={send} data-testid="hall-objection-submit">
          提出开标异议
        </Button>
      </div>
    </Flex>
  );
}

/**
 * 开标异议 (《招标投标法实施条例》第四十四条): raised in writing by a bidder from the start until the close, answered by
 * staff on the spot; everyone in the hall reads them with the company's name, and both go into the 开标记录.
 */
export function ObjectionsPanel({
  projectId,
  state,
  viewer,
}: {
  projectId: number;
  state: HallState;
  viewer: 'staff' | 'vender';
}) {
  const open = state.phase === 'decrypting' || state.phase === 'announced';
  return (
    <Card size="small" title="开标异议" data-testid="hall-objections">
      {viewer === 'vender' && open ? <RaiseBox projectId={projectId} /> : null}
      {state.objections.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无开标异议" />
      ) : (
        <List
          dataSource={state.objections}
          rowKey="id"
          renderItem={(o) => (
            <List.Item style={{ display: 'block' }} data-testid="hall-objection">
              <Flex gap={8} wrap align="center">
                <Typography.Text strong>{o.companyName}</Typography.Text>
                {o.mine ? <Tag>本单位</Tag> : null}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatTime(o.raisedAt)}
                </Typography.Text>
                <Tag color={o.answer ? 'success' : 'warning'}>{o.answer ? '已答复' : '待答复'}</Tag>
              </Flex>
              <Typography.Paragraph
                style={{ margin: '6px 0', whiteSpace: 'pre-wrap' }}
                data-testid="hall-objection-content"
              >
                {o.content}
              </Typography.Paragraph>
              {o.answer ? (
                <Typography.Paragraph
                  type="secondary"
                  style={{ margin: 0, whiteSpace: 'pre-wrap' }}
                  data-testid="hall-objection-answer"
                >
                  答复（{o.answeredBy ?? '招标人'}，{formatTime(o.answeredAt)}）：{o.answer}
                </Typography.Paragraph>
              ) : viewer === 'staff' && open ? (
                <AnswerBox projectId={projectId} objection={o} />
              ) : null}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
