import { PlusOutlined } from '@ant-design/icons';
import type { SpecialtyTreeNode } from '@swp/core/specialist/index';
import { Alert, Button, Drawer, Empty, Popconfirm, Space, Spin, Tree, Typography } from 'antd';
import { useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { useSpecialtyTree } from '../../shared/queries/specialists.ts';
import { useCreateSpecialty, useDeleteSpecialty, useMoveSpecialty, useRenameSpecialty } from './api.ts';
import { SpecialtyMoveModal, SpecialtyNameModal } from './SpecialtyEditModals.tsx';

type Naming = { mode: 'create'; parent: SpecialtyTreeNode | null } | { mode: 'rename'; node: SpecialtyTreeNode };

interface TreeItem {
  key: number;
  title: string;
  node: SpecialtyTreeNode;
  children: TreeItem[];
}
const toItems = (nodes: readonly SpecialtyTreeNode[]): TreeItem[] =>
  nodes.map((n) => ({ key: n.id, title: n.name, node: n, children: toItems(n.children) }));
const countNodes = (items: readonly TreeItem[]): number =>
  items.reduce((sum, i) => sum + 1 + countNodes(i.children), 0);

/** 专业类别 management: the tree with add below / rename / move / delete on each node. */
export function SpecialtyDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const tree = useSpecialtyTree();
  const create = useCreateSpecialty();
  const rename = useRenameSpecialty();
  const move = useMoveSpecialty();
  const remove = useDeleteSpecialty();
  const [naming, setNaming] = useState<Naming | null>(null);
  const [moving, setMoving] = useState<SpecialtyTreeNode | null>(null);

  const saveName = async (name: string) => {
    if (!naming) return;
    if (naming.mode === 'create') await create.mutateAsync({ name, parentId: naming.parent?.id ?? null });
    else await rename.mutateAsync({ id: naming.node.id, name });
    feedback.success(naming.mode === 'create' ? '专业类别已添加' : '专业类别已重命名');
    setNaming(null);
  };

  const saveMove = async (parentId: number | null) => {
    if (!moving) return;
    await move.mutateAsync({ id: moving.id, parentId });
    feedback.success('专业类别已移动');
    setMoving(null);
  };

  const renderNode = (item: TreeItem) => {
    const n = item.node;
    return (
      <Space size={4} data-testid={`specialty-node-${n.name}`}>
        <span>{n.name}</span>
        <Typography.Text type="secondary">（{n.expertCount}人）</Typography.Text>
        <Button type="link" size="small" onClick={() => setNaming({ mode: 'create', parent: n })}>
          添加下级
        </Button>
        <Button type="link" size="small" onClick={() => setNaming({ mode: 'rename', node: n })}>
          重命名
        </Button>
        <Button type="link" size="small" onClick={() => setMoving(n)}>
          移动
        </Button>
        <Popconfirm
          title={`删除专业类别“${n.name}”？`}
          description="有下级类别或仍有专家属于它时不能删除。"
          okText="删除"
          okButtonProps={{ danger: true }}
          onConfirm={async () => {
            // Refused (children, experts): the HTTP client shows why.
            if (await remove.mutateAsync({ id: n.id }).catch(() => null)) feedback.success('专业类别已删除');
          }}
        >
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      </Space>
    );
  };

  const items = toItems(tree.data ?? []);
  return (
    <Drawer
      title="专业类别管理"
      open={open}
      onClose={onClose}
      size={640}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setNaming({ mode: 'create', parent: null })}
          data-testid="specialty-add-root"
        >
          新增一级类别
        </Button>
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="专家的专业类别和抽取条件都从这棵树中选择；按类别查询专家时包含其下级类别。"
      />
      {tree.isLoading ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : items.length === 0 ? (
        <Empty description="暂无专业类别" />
      ) : (
        // Remounted when a node is added or removed, so the tree opens fully again and the new node is visible.
        <Tree<TreeItem>
          key={countNodes(items)}
          treeData={items}
          titleRender={renderNode}
          defaultExpandAll
          blockNode
          selectable={false}
        />
      )}
      <SpecialtyNameModal
        open={naming != null}
        title={
          naming?.mode === 'rename'
            ? `重命名：${naming.node.name}`
            : naming?.parent
              ? `在“${naming.parent.name}”下添加`
              : '新增一级类别'
        }
        initialName={naming?.mode === 'rename' ? naming.node.name : undefined}
        busy={create.isPending || rename.isPending}
        onCancel={() => setNaming(null)}
        onSubmit={saveName}
      />
      <SpecialtyMoveModal
        node={moving}
        tree={tree.data ?? []}
        busy={move.isPending}
        onCancel={() => setMoving(null)}
        onSubmit={saveMove}
      />
    </Drawer>
  );
}
