import { renameDepartmentInput } from '@swp/core/department/schema';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { zodRule } from '../../shared/forms/zodRule.ts';

export type NameModalState =
  | { mode: 'create'; parentId: number | null; parentName: string | null }
  | { mode: 'rename'; id: number; name: string }
  | null;

interface Props {
  state: NameModalState;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (name: string) => void;
}

const nameRule = zodRule(renameDepartmentInput.shape.name);

/** 新增机构 (top level or under a parent) and 重命名: one name field, validated like the server does. */
export function DepartmentNameModal({ state, saving, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm<{ name: string }>();
  useEffect(() => {
    if (state) form.setFieldsValue({ name: state.mode === 'rename' ? state.name : '' });
  }, [state, form]);

  const title =
    state?.mode === 'rename'
      ? '重命名机构'
      : state?.parentName
        ? `新增下级机构（上级：${state.parentName}）`
        : '新增顶级机构';

  return (
    <Modal
      open={state !== null}
      title={title}
      okText="保存"
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => onSubmit(v.name.trim())}
        data-testid="department-name-form"
        style={{ marginTop: 16 }}
      >
        <Form.Item name="name" label="机构名称" required rules={[nameRule]}>
          <Input placeholder="请输入机构名称" maxLength={50} showCount autoFocus data-testid="department-name-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
