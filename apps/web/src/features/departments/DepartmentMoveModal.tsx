import type { DepartmentNode } from '@swp/core/department/schema';
import { Form, Modal, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { departmentOptions } from '../../shared/department-tree.ts';
import { CLEARABLE_SELECT } from '../../shared/forms/clearable.tsx';
import { AccessibleTreeSelect } from '../../shared/pickers/AccessibleTreeSelect.tsx';

interface Props {
  /** The department being moved, or null when closed. */
  department: DepartmentNode | null;
  tree: readonly DepartmentNode[];
  saving: boolean;
  onCancel: () => void;
  onSubmit: (parentId: number | null) => void;
}

/** 移动: choose the new parent; left empty, the department becomes a top-level one. */
export function DepartmentMoveModal({ department, tree, saving, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm<{ parentId?: number }>();
  // Itself and its own subtree cannot be the new parent (the server refuses it too).
  const options = useMemo(
    () => (department ? departmentOptions(tree, { all: true, exclude: department.id }) : []),
    [tree, department],
  );
  useEffect(() => {
    if (department) form.setFieldsValue({ parentId: department.parentId ?? undefined });
  }, [department, form]);

  return (
    <Modal
      open={department !== null}
      title={`移动机构：${department?.name ?? ''}`}
      okText="移动"
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={(v) => onSubmit(v.parentId ?? null)} style={{ marginTop: 16 }}>
        <Form.Item name="parentId" label="新的上级机构" extra="不选择则移动为顶级机构">
          <AccessibleTreeSelect
            treeData={options}
            treeDefaultExpandAll
            allowClear={CLEARABLE_SELECT}
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder="请选择上级机构"
            data-testid="department-parent-select"
          />
        </Form.Item>
        <Typography.Text type="secondary">移动后，该机构的下级机构随之移动。</Typography.Text>
      </Form>
    </Modal>
  );
}
