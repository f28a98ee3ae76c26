import type { DepartmentNode } from '@swp/core/department/schema';
import { Button, Popconfirm, Space } from 'antd';

export interface DepartmentHandlers {
  addChild: (d: DepartmentNode) => void;
  rename: (d: DepartmentNode) => void;
  move: (d: DepartmentNode) => void;
  setEnabled: (d: DepartmentNode, enabled: boolean) => Promise<unknown>;
  remove: (d: DepartmentNode) => Promise<unknown>;
}

/** The 操作 cell of one department row. Disabling and deleting ask first; the server has the last word on deletes. */
export function DepartmentActions({ dept, on }: { dept: DepartmentNode; on: DepartmentHandlers }) {
  return (
    <Space size={0} wrap data-testid={`department-actions-${dept.id}`}>
      <Button type="link" size="small" onClick={() => on.addChild(dept)}>
        新增下级
      </Button>
      <Button type="link" size="small" onClick={() => on.rename(dept)}>
        重命名
      </Button>
      <Button type="link" size="small" onClick={() => on.move(dept)}>
        移动
      </Button>
      {dept.enabled ? (
        <Popconfirm
          title={`停用「${dept.name}」？`}
          description="停用后不再出现在需求部门、管理部门等选择中，已有项目和人员不受影响。"
          okText="停用"
          cancelText="取消"
          onConfirm={() => on.setEnabled(dept, false)}
        >
          <Button type="link" size="small">
            停用
          </Button>
        </Popconfirm>
      ) : (
        <Button type="link" size="small" onClick={() => on.setEnabled(dept, true)}>
          启用
        </Button>
      )}
      <Popconfirm
        title={`删除「${dept.name}」？`}
        description="仅可删除误建的机构：有下级机构、人员或项目的机构不能删除，请改为停用。"
        okText="删除"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onConfirm={() => on.remove(dept)}
      >
        <Button type="link" size="small" danger>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
