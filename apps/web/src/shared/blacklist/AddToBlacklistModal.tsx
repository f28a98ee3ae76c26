import { addBlacklistInput } from '@swp/core/blacklist/schema';
import {
  BLACKLIST_TARGET_LABELS,
  BLACKLIST_TARGET_TYPES,
  BLACKLIST_TYPE_LABELS,
  BLACKLIST_TYPES,
  type BlacklistTargetType,
} from '@swp/core/blacklist/status';
import { App, type ButtonProps, Col, DatePicker, Form, Input, Modal, Radio, Row } from 'antd';
import { useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { zodRule } from '../forms/zodRule.ts';
import { type TargetOption, useAddToBlacklist } from './api.ts';
import {
  type BlacklistFormValues,
  dateRule,
  followDates,
  initialValues,
  PERIOD_OPTIONS,
  toAddInput,
} from './blacklist-form.ts';
import { DecisionUpload } from './DecisionUpload.tsx';
import { TargetSelect } from './TargetSelect.tsx';

/** A target chosen before the modal opens: the 供应商管理 row or the expert of 专家管理's 更多 menu. */
export interface BlacklistPreset {
  targetType: BlacklistTargetType;
  targetId: number;
  targetName: string;
  /** What tells two of the same name apart (credit code, employer). */
  detail?: string;
}

const shape = addBlacklistInput.shape;
/** What each type does to the kind of target chosen (the same rules enrolment and the draw apply). */
const TYPE_HELP: Record<BlacklistTargetType, Record<'warning' | 'ban', string>> = {
  supplier: { warning: '警告仅作记录，不影响报名。', ban: '处罚期间，该供应商不能报名参与项目。' },
  specialist: { warning: '警告仅作记录，不影响抽取。', ban: '处罚期间，该专家不会被抽取。' },
};

/**
 * 加入黑名单 (docs/product.md): who, 警告 or 禁止参与, the period (1–3 years, one by default; the dates stay editable),
 * the reason and the decision document. Opened from 黑名单's 新增 with nothing chosen, or with a preset target (a
 * 供应商管理 row, an expert of 专家管理): three features open it, so it lives in shared/.
 */
export function AddToBlacklistModal({
  open,
  preset,
  onClose,
}: {
  open: boolean;
  preset?: BlacklistPreset | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<BlacklistFormValues>();
  const { modal } = App.useApp();
  const [picked, setPicked] = useState<TargetOption | null>(null);
  const add = useAddToBlacklist();
  const targetType = Form.useWatch('targetType', form);
  const type = Form.useWatch('type', form);
  const presetOption: TargetOption | undefined = preset
    ? { value: preset.targetId, label: preset.targetName, detail: preset.detail ?? '' }
    : undefined;

  const onValuesChange = (changed: Partial<BlacklistFormValues>, all: BlacklistFormValues) => {
    if ('targetType' in changed) form.setFieldValue('targetId', undefined);
    const dates = followDates(changed, all);
    if (dates) form.setFieldsValue(dates);
    if ('startDate' in changed || 'period' in changed) void form.validateFields(['endDate']).catch(() => undefined);
  };

  const save = async (values: BlacklistFormValues) => {
    try {
      await add.mutateAsync(toAddInput(values));
      feedback.success('操作成功');
      onClose();
    } catch {
      // the HTTP client has shown the server's message; the form stays for another try
    }
  };

  // Listing a company or an expert stops it taking part for years: the valid form is confirmed once more, naming
  // who, what and how long (CODE_STYLE: destructive actions confirm).
  const submit = (values: BlacklistFormValues) => {
    const input = toAddInput(values);
    const who = preset?.targetName ?? picked?.label ?? '';
    const kind = BLACKLIST_TARGET_LABELS[input.targetType];
    modal.confirm({
      title: `确认将${kind}「${who}」加入黑名单？`,
      content: `处理类型：${BLACKLIST_TYPE_LABELS[input.type]}；期限：${input.startDate} 至 ${input.endDate}。${TYPE_HELP[input.targetType][input.type]}`,
      okText: '确认加入',
      okButtonProps: { danger: true, 'data-testid': 'blacklist-confirm' } as ButtonProps,
      cancelText: '再想想',
      autoFocusButton: 'cancel',
      onOk: () => save(values),
    });
  };

  return (
    <Modal
      open={open}
      title={preset ? `加入黑名单：${preset.targetName}` : '新增黑名单'}
      width={640}
      okText="加入黑名单"
      okButtonProps={{ danger: true, 'data-testid': 'blacklist-submit' } as ButtonProps}
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {/* destroyOnHidden: the form is built afresh on every opening, from these initial values. */}
      <Form<BlacklistFormValues>
        form={form}
        labelCol={{ flex: '90px' }}
        initialValues={initialValues(preset ?? undefined)}
        onValuesChange={onValuesChange}
        onFinish={submit}
        style={{ marginTop: 16 }}
        data-testid="blacklist-form"
      >
        <Form.Item label="对象类型" name="targetType" rules={[zodRule(shape.targetType)]} required>
          <Radio.Group disabled={preset != null} data-testid="blacklist-target-type">
            {BLACKLIST_TARGET_TYPES.map((t) => (
              <Radio key={t} value={t}>
                {BLACKLIST_TARGET_LABELS[t]}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label="名称" name="targetId" rules={[zodRule(shape.targetId)]} required>
          <TargetSelect targetType={targetType} preset={presetOption} onPick={setPicked} />
        </Form.Item>
        <Form.Item
          label="处理类型"
          name="type"
          rules={[zodRule(shape.type)]}
          required
          extra={type ? TYPE_HELP[targetType ?? 'supplier'][type] : undefined}
        >
          <Radio.Group data-testid="blacklist-type">
            {BLACKLIST_TYPES.map((t) => (
              <Radio key={t} value={t}>
                {BLACKLIST_TYPE_LABELS[t]}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label="处罚期限" name="period" extra="选择期限后自动计算结束日期，日期也可手动调整。">
          <Radio.Group options={PERIOD_OPTIONS} optionType="button" data-testid="blacklist-period" />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="开始日期" name="startDate" rules={[dateRule('startDate')]} required>
              <DatePicker style={{ width: '100%' }} allowClear={false} data-testid="blacklist-start" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="结束日期"
              name="endDate"
              labelCol={{ flex: '80px' }}
              rules={[dateRule('endDate')]}
              dependencies={['startDate']}
              required
            >
              <DatePicker style={{ width: '100%' }} allowClear={false} data-testid="blacklist-end" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="原因" name="reason" rules={[zodRule(shape.reason)]} required>
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 5 }}
            maxLength={1000}
            showCount
            placeholder="请写明列入黑名单的事实和依据，如：在某项目中提供虚假业绩材料"
            data-testid="blacklist-reason"
          />
        </Form.Item>
        <Form.Item label="处理决定" name="attachment">
          <DecisionUpload />
        </Form.Item>
      </Form>
    </Modal>
  );
}
