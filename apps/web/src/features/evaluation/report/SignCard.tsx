import { Msg } from '@swp/core/api';
import { signInput } from '@swp/core/evaluation/schema';
import { Button, Card, Flex, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { feedback } from '../../../app/feedback.ts';
import { zodRule } from '../../../shared/forms/zodRule.ts';
import { useCountdown } from '../../../shared/hooks/useCountdown.ts';
import { formatDateTime } from '../../projects/format.ts';
import { sendSignCode, useSignReport } from '../api.ts';

interface Values {
  code: string;
  dissent?: string;
}

/**
 * 签名确认 of the 评标报告 (docs/rules.md): an SMS code sent to the expert's own mobile (60 s before another), and any
 * dissent in writing. Once signed: 已签名 with the time.
 */
export function SignCard({ projectId, signedAt }: { projectId: number; signedAt: string | null }) {
  const [form] = Form.useForm<Values>();
  const sign = useSignReport(projectId);
  const { remaining, counting, start } = useCountdown(`eval-sign:${projectId}`);
  const [sending, setSending] = useState(false);

  if (signedAt) {
    return (
      <Card variant="borderless" title="签名确认" data-testid="sign-card">
        <Result status="success" title="已签名" subTitle={`签名时间 ${formatDateTime(signedAt, true)}`} />
      </Card>
    );
  }

  const send = async () => {
    if (counting) {
      feedback.warning(`请${remaining}秒后重试`);
      return;
    }
    setSending(true);
    try {
      const env = await sendSignCode(projectId);
      feedback.success(env.msg || Msg.sentOk);
      start();
    } catch {
      // the HTTP client has shown why
    } finally {
      setSending(false);
    }
  };

  const submit = (values: Values) =>
    sign.mutateAsync({ code: values.code.trim(), dissent: values.dissent?.trim() || undefined }).then(
      () => feedback.success('签名确认成功'),
      () => undefined,
    );

  return (
    <Card variant="borderless" title="签名确认" data-testid="sign-card">
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 520 }} onFinish={submit}>
        <Form.Item label="短信验证码" required>
          <Flex gap={8}>
            <Form.Item name="code" noStyle rules={[zodRule(signInput.shape.code)]}>
              <Input
                maxLength={6}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="6位验证码"
                data-testid="sign-code"
              />
            </Form.Item>
            <Button loading={sending} aria-disabled={counting} onClick={send} data-testid="sign-send-code">
              {counting ? `${remaining}秒后重发` : '发送验证码'}
            </Button>
          </Flex>
        </Form.Item>
        <Form.Item label="不同意见（选填）" name="dissent" rules={[zodRule(signInput.shape.dissent)]}>
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 5 }}
            maxLength={2000}
            showCount
            placeholder="如对评标结果有不同意见，请在此写明"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sign.isPending} data-testid="sign-submit">
          签名确认
        </Button>
      </Form>
    </Card>
  );
}
