import { openRoundInput } from '@swp/core/evaluation/schema';
import { Alert, type ButtonProps, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { feedback } from '../../app/feedback.ts';
import { checkWith } from '../../shared/forms/zodRule.ts';
import { type RoundsArea, useOpenRound } from './api.ts';
import { beijingInstant, isFuture } from './deadline.ts';

interface Values {
  note: string;
  deadline: Dayjs | null;
}

const deadlineRule = {
  validator: async (_: unknown, value: Dayjs | null | undefined) => {
    if (!value) throw new Error('请选择最后报价截止时间');
    if (!isFuture(value)) throw new Error('最后报价截止时间须晚于当前时间');
  },
};

/** core's rule for the content; an untouched field is empty text (core's own 请填写本轮谈判内容, not 须为文字). */
const noteRule = {
  validator: async (_: unknown, value: string | undefined) => checkWith(openRoundInput.shape.note, value ?? ''),
};

const NOTE_MAX = 1000;

interface Props {
  projectId: number;
  /** The number the new round will have (the server numbers it; shown in the title only). */
  nextRound: number;
  open: boolean;
  onClose: () => void;
  /** Staff (评标 tab) or the committee's chair (在线评标). */
  area?: RoundsArea;
}

/**
 * 发起新一轮谈判: what this round negotiates and until when the bidders may send their last quote. The server
 * answers in words (its msg is shown); a refusal keeps the modal open for another try.
 */
export function OpenRoundModal({ projectId, nextRound, open, onClose, area = 'manage' }: Props) {
  const [form] = Form.useForm<Values>();
  const openRound = useOpenRound(area);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.deadline) return;
    try {
      const env = await openRound.mutateAsync({
        projectId,
        note: values.note.trim(),
        deadline: beijingInstant(values.deadline),
      });
      feedback.success(env.msg || `已发起第${nextRound}轮谈判`);
      onClose();
    } catch {
      // the HTTP client has shown the server's reason
    }
  };

  return (
    <Modal
      open={open}
      title={`发起第${nextRound}轮谈判`}
      okText="发起谈判"
      cancelText="取消"
      okButtonProps={{ 'data-testid': 'round-ok' } as ButtonProps}
      confirmLoading={openRound.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="发起后，通过初步评审的投标人可在“我的项目”中提交最后报价；截止前报价保密，截止后在此公开。"
      />
      <Form<Values> form={form} layout="vertical" preserve={false}>
        <Form.Item label="谈判内容" name="note" rules={[noteRule]} required>
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={NOTE_MAX}
            showCount
            placeholder="本轮谈判的内容和要求，如技术参数调整、服务承诺等"
            data-testid="round-note"
          />
        </Form.Item>
        <Form.Item label="最后报价截止时间" name="deadline" rules={[deadlineRule]} required>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            style={{ width: '100%' }}
            disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
            data-testid="round-deadline"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
