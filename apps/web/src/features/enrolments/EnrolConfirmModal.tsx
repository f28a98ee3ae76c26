import type { EnrolAvailability } from '@swp/core/enrol/responses';
import { Alert, type ButtonProps, Form, Modal, Radio, Space, Typography } from 'antd';
import { useApplyEnrolment } from './api.ts';

interface Props {
  open: boolean;
  projectId: number;
  projectName: string;
  /** The project's 标段 as availability answers them (empty: the project is enrolled as a whole). */
  sections: EnrolAvailability['sections'];
  onClose: () => void;
  onDone: () => void;
}

/**
 * The 报名 confirmation: names the project (and asks for the 标段 when it has some), says what happens next,
 * then applies. A refusal (shown by the HTTP client) keeps the dialog open.
 */
export function EnrolConfirmModal({ open, projectId, projectName, sections, onClose, onDone }: Props) {
  const [form] = Form.useForm<{ sectionId?: number }>();
  const apply = useApplyEnrolment();
  const stillOpen = sections.filter((s) => !s.enrolled);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await apply.mutateAsync({ projectId, sectionId: sections.length ? values.sectionId : undefined });
      onDone();
    } catch {
      // the HTTP client has shown the server's reason
    }
  };

  return (
    <Modal
      open={open}
      title="确认报名"
      okText="确认报名"
      cancelText="取消"
      okButtonProps={{ 'data-testid': 'enrol-confirm-ok' } as ButtonProps}
      confirmLoading={apply.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      data-testid="enrol-confirm"
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text>
          报名项目：<Typography.Text strong>{projectName}</Typography.Text>
        </Typography.Text>
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ sectionId: stillOpen.length === 1 ? stillOpen[0]?.id : undefined }}
        >
          {sections.length ? (
            <Form.Item
              label="报名标段"
              name="sectionId"
              rules={[{ required: true, message: '请选择报名的标段' }]}
              style={{ marginBottom: 0 }}
            >
              <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="enrol-sections">
                {sections.map((s) => (
                  <Radio key={s.id} value={s.id} disabled={s.enrolled}>
                    {s.name}
                    {s.enrolled ? <Typography.Text type="secondary">（已报名）</Typography.Text> : null}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
          ) : null}
        </Form>
        <Alert
          type="info"
          showIcon
          title="报名后由采购人进行资格审查，审查通过后方可在“我的项目”中上传投标文件和报价。"
        />
      </Space>
    </Modal>
  );
}
