import type { PurchaseSettingsRow } from '@swp/core/project/api';
import { ENCRYPT_MODE_LABELS, ENCRYPT_MODES } from '@swp/core/project/encrypt-mode';
import { type PurchaseSettingsInput, purchaseSettingsInput } from '@swp/core/project/schema';
import { Form, InputNumber, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { feedback } from '../../app/feedback.ts';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { useUpdatePurchaseSettings } from './api.ts';
import { DAY_KIND_LABELS } from './labels.ts';

const rule = (field: keyof PurchaseSettingsInput) => [zodRule(purchaseSettingsInput.shape[field])];
const number = { style: { width: 160 }, precision: 0, min: 0 } as const;

/** Edits one purchase way's numbers (system administrators only; the drawer offers it only to them). */
export function PurchaseSettingsModal({ row, onClose }: { row: PurchaseSettingsRow | null; onClose: () => void }) {
  const [form] = Form.useForm<PurchaseSettingsInput>();
  const update = useUpdatePurchaseSettings();
  useEffect(() => {
    if (row) form.setFieldsValue(row);
  }, [row, form]);

  const save = async (values: PurchaseSettingsInput) => {
    if (!row) return;
    try {
      await update.mutateAsync({ ...values, purchaseWay: row.purchaseWay });
      feedback.success('操作成功');
      onClose();
    } catch {
      // the http client has shown the server's reason
    }
  };

  return (
    <Modal
      open={row !== null}
      title={`修改采购参数：${row?.purchaseWayLabel ?? ''}`}
      okText="保存"
      confirmLoading={update.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        onFinish={save}
        labelCol={{ flex: '150px' }}
        style={{ marginTop: 16 }}
        data-testid="purchase-settings-form"
      >
        <Form.Item label="最短期限" required extra="从发布招标公告到投标截止的最短时间">
          <Form.Item name="minDays" rules={rule('minDays')} noStyle>
            <InputNumber {...number} max={365} suffix="天" aria-label="最短期限" data-testid="settings-min-days" />
          </Form.Item>
          <Form.Item name="dayKind" rules={rule('dayKind')} noStyle>
            <Radio.Group
              style={{ marginLeft: 12 }}
              options={Object.entries(DAY_KIND_LABELS).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
        </Form.Item>
        <Form.Item name="minBids" label="最少投标人数" rules={rule('minBids')} extra="投标截止时不足此数，不能开标">
          <InputNumber {...number} suffix="家" />
        </Form.Item>
        <Form.Item name="minCommittee" label="评标委员会最少人数" rules={rule('minCommittee')} extra="须为单数">
          <InputNumber {...number} suffix="人" data-testid="settings-min-committee" />
        </Form.Item>
        <Form.Item name="publicityDays" label="结果公示天数" rules={rule('publicityDays')} extra="自然日">
          <InputNumber {...number} suffix="天" />
        </Form.Item>
        <Form.Item
          name="encryptMode"
          label="加密方式"
          rules={rule('encryptMode')}
          extra="新建项目时预设的加密方式，可在项目中修改"
        >
          <Radio.Group
            options={ENCRYPT_MODES.map((value) => ({ value, label: ENCRYPT_MODE_LABELS[value] }))}
            data-testid="settings-encrypt-mode"
          />
        </Form.Item>
        <Form.Item
          name="decryptMinutes"
          label="解密时限"
          rules={rule('decryptMinutes')}
          extra="开标后投标人在开标大厅解密投标文件的时限"
        >
          <InputNumber {...number} min={5} max={1440} suffix="分钟" data-testid="settings-decrypt-minutes" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
