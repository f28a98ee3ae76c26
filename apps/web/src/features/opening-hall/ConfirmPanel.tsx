import { smsCodeField } from '@swp/core/auth/fields';
import { HALL_CONFIRMATION_LABELS, type HallConfirmation } from '@swp/core/opening/hall';
import type { HallState } from '@swp/core/opening/responses';
import { HALL_TEXT_MAX } from '@swp/core/opening/schema';
import { Alert, Button, Card, Flex, Input, List, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { formatTime } from '../../shared/format.ts';
import { useCountdown } from '../../shared/hooks/useCountdown.ts';
import { useConfirmRecord, useDisagree, useSendConfirmCode } from './api.ts';

const VERDICT_COLORS: Record<HallConfirmation, string> = {
  confirmed: 'success',
  disagreed: 'error',
  unconfirmed: 'default',
};

const msgOf = (env: unknown, fallback: string) => (env as { msg?: string }).msg || fallback;

/** 确认 by the SMS code sent to the company's own mobile, or a recorded disagreement with its reason. */
function OwnVerdict({ projectId }: { projectId: number }) {
  const [way, setWay] = useState<'confirm' | 'disagree'>('confirm');
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const sendCode = useSendConfirmCode(projectId);
  const confirm = useConfirmRecord(projectId);
  const disagree = useDisagree(projectId);
  const { remaining, counting, start } = useCountdown(`hall-confirm-${projectId}`);
  const codeOk = smsCodeField.safeParse(code).success;

  return (
    <Flex vertical gap={10} style={{ marginBottom: 12 }} data-testid="hall-confirm-form">
      <Segmented
        block
        value={way}
        onChange={(v) => setWay(v as 'confirm' | 'disagree')}
        options={[
          { value: 'confirm', label: '确认开标记录' },
          { value: 'disagree', label: '有不同意见' },
        ]}
      />
      {way === 'confirm' ? (
        <>
          <Flex gap={8}>
            <Input
              size="large"
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="短信验证码"
              value={code}
              onChange={(e) => setCode(e.target.value.trim())}
              data-testid="hall-confirm-code"
            />
            <Button
              size="large"
              disabled={counting}
              loading={sendCode.isPending}
              onClick={() =>
                sendCode.mutateAsync(undefined).then((env) => {
                  feedback.success(msgOf(env, '发送成功'));
                  start();
                })
              }
              data-testid="hall-confirm-send"
            >
              {counting ? `${remaining}秒后重发` : '发送验证码'}
            </Button>
          </Flex>
          <Button
            type="primary"
            size="large"
            block
            disabled={!codeOk}
            loading={confirm.isPending}
            onClick={() => confirm.mutateAsync(code).then((env) => feedback.success(msgOf(env, '已确认开标记录')))}
            data-testid="hall-confirm-submit"
          >
            确认
          </Button>
        </>
      ) : (
        <>
          <Input.TextArea
            rows={3}
            maxLength={HALL_TEXT_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="请写明对开标记录的不同意见及理由"
            data-testid="hall-disagree-reason"
          />
          <Button
            danger
            size="large"
            block
            disabled={!reason.trim()}
            loading={disagree.isPending}
            onClick={() =>
              disagree.mutateAsync(reason).then((env) => feedback.success(msgOf(env, '已记录您的不同意见')))
            }
            data-testid="hall-disagree-submit"
          >
            提交不同意见
          </Button>
        </>
      )}
    </Flex>
  );
}

/**
 * 开标记录的确认 (after 唱标, before the close): each company's 已确认 / 有异议 / 未确认 for everyone in the hall; a
 * bidder that has not yet given its word gives it here. One that gives neither by the close stays 未确认.
 */
export function ConfirmPanel({
  projectId,
  state,
  viewer,
}: {
  projectId: number;
  state: HallState;
  viewer: 'staff' | 'vender';
}) {
  const own = state.confirmations.find((c) => c.mine);
  const mayConfirm = viewer === 'vender' && state.phase === 'announced' && own?.verdict === 'unconfirmed';
  return (
    <Card size="small" title="开标记录确认" data-testid="hall-confirmations">
      {mayConfirm ? (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title="请核对唱标结果并确认开标记录；如有不同意见，请写明理由。开标结束前未确认的，记为未确认。"
          />
          <OwnVerdict projectId={projectId} />
        </>
      ) : null}
      <List
        size="small"
        dataSource={state.confirmations}
        rowKey="companyName"
        renderItem={(c) => (
          <List.Item style={{ display: 'block' }} data-testid="hall-confirmation">
            <Flex justify="space-between" gap={8} wrap>
              <Typography.Text strong={c.mine}>
                {c.companyName}
                {c.mine ? <Tag style={{ marginLeft: 6 }}>本单位</Tag> : null}
              </Typography.Text>
              <span>
                <Tag color={VERDICT_COLORS[c.verdict]} data-testid="hall-confirmation-verdict">
                  {HALL_CONFIRMATION_LABELS[c.verdict]}
                </Tag>
                {c.at ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatTime(c.at)}
                  </Typography.Text>
                ) : null}
              </span>
            </Flex>
            {c.reason ? <Typography.Text type="secondary">不同意见：{c.reason}</Typography.Text> : null}
          </List.Item>
        )}
      />
    </Card>
  );
}
