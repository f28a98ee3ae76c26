import { type SpecialtyTreeNode, specialtyNameField } from '@swp/core/specialist/index';
import { type ButtonProps, Form, Input, Modal } from 'antd';
import { useMemo } from 'react';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { AccessibleTreeSelect } from '../../shared/pickers/AccessibleTreeSelect.tsx';

/** 新增 / 重命名 a specialty: one name field with the shared rule. */
export function SpecialtyNameModal(props: {
  open: boolean;
  title: string;
  initialName?: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const [form] = Form.useForm<{ name: string }>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { name } = values;
    await props.onSubmit(name.trim()).catch(() => undefined);
  };
  return (
    <Modal
      open={props.open}
      title={props.title}
      onOk={submit}
      onCancel={props.onCancel}
      confirmLoading={props.busy}
      okButtonProps={{ 'data-testid': 'specialty-name-ok' } as ButtonProps}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ name: props.initialName }}
        onFinish={submit}
      >
        <Form.Item label="专业类别名称" name="name" rules={[zodRule(specialtyNameField)]} required>
          <Input placeholder="请输入专业类别名称" maxLength={50} autoFocus data-testid="specialty-name-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const ROOT = 0;

interface MoveOption {
  title: string;
  value: number;
  disabled?: boolean;
  children: MoveOption[];
}

/** A node and everything below it cannot become its own parent. */
function moveOptions(nodes: readonly SpecialtyTreeNode[], movingId: number, inside = false): MoveOption[] {
  return nodes.map((n) => {
    const blocked = inside || n.id === movingId;
    return { title: n.name, value: n.id, disabled: blocked, children: moveOptions(n.children, movingId, blocked) };
  });
}

/** 移动: choose the new parent (or the top level); the specialty goes after its new siblings. */
export function SpecialtyMoveModal(props: {
  node: SpecialtyTreeNode | null;
  tree: readonly SpecialtyTreeNode[];
  busy: boolean;
  onCancel: () => void;
  onSubmit: (parentId: number | null) => Promise<unknown>;
}) {
  const [form] = Form.useForm<{ parentId: number }>();
  const { node, tree } = props;
  const treeData = useMemo(
    () => [{ title: '（作为一级类别）', value: ROOT, children: [] }, ...moveOptions(tree, node?.id ?? -1)],
    [tree, node],
  );
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { parentId } = values;
    await props.onSubmit(parentId === ROOT ? null : parentId).catch(() => undefined);
  };
  return (
    <Modal
      open={node != null}
      title={`移动专业类别：${node?.name ?? ''}`}
      onOk={submit}
      onCancel={props.onCancel}
      confirmLoading={props.busy}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ parentId: node?.parentId ?? ROOT }}>
        <Form.Item label="移动到" name="parentId" rules={[{ required: true, message: '请选择上级专业类别' }]}>
          <AccessibleTreeSelect
            treeData={treeData}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder="请选择上级专业类别"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
