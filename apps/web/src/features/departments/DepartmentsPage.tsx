import { PlusOutlined } from '@ant-design/icons';
import type { DepartmentNode } from '@swp/core/department/schema';
import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Key, useEffect, useMemo, useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { PageTitle } from '../../shared/components/PageTitle.tsx';
import { flattenDepartments } from '../../shared/department-tree.ts';
import { useDepartmentTree } from '../../shared/queries/departments.ts';
import {
  useCreateDepartment,
  useDeleteDepartment,
  useMoveDepartment,
  useRenameDepartment,
  useSetDepartmentEnabled,
} from './api.ts';
import { DepartmentActions, type DepartmentHandlers } from './DepartmentActions.tsx';
import { DepartmentMoveModal } from './DepartmentMoveModal.tsx';
import { DepartmentNameModal, type NameModalState } from './DepartmentNameModal.tsx';

/** Table rows: a leaf has no `children` key, so antd draws no expand icon for it. */
type Row = Omit<DepartmentNode, 'children'> & { node: DepartmentNode; children?: Row[] };
const toRows = (nodes: readonly DepartmentNode[]): Row[] =>
  nodes.map(({ children, ...rest }) => ({
    ...rest,
    node: { ...rest, children },
    ...(children.length ? { children: toRows(children) } : {}),
  }));

/** /manage/layout/organization — 机构管理: the department tree as a tree table with its actions. */
export function DepartmentsPage() {
  const tree = useDepartmentTree();
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const rows = useMemo(() => toRows(nodes), [nodes]);
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const [nameModal, setNameModal] = useState<NameModalState>(null);
  const [moving, setMoving] = useState<DepartmentNode | null>(null);
  const create = useCreateDepartment();
  const rename = useRenameDepartment();
  const move = useMoveDepartment();
  const setEnabled = useSetDepartmentEnabled();
  const remove = useDeleteDepartment();

  // The whole tree starts open: a utility has a few dozen departments, seeing them all is the point of the page.
  useEffect(() => {
    if (expanded === null && tree.data) setExpanded(flattenDepartments(tree.data).map((d) => d.id));
  }, [expanded, tree.data]);

  const done = () => feedback.success('操作成功');
  const handlers: DepartmentHandlers = {
    addChild: (d) => setNameModal({ mode: 'create', parentId: d.id, parentName: d.name }),
    rename: (d) => setNameModal({ mode: 'rename', id: d.id, name: d.name }),
    move: setMoving,
    setEnabled: (d, enabled) => setEnabled.mutateAsync({ id: d.id, enabled }).then(done, () => undefined),
    remove: (d) => remove.mutateAsync({ id: d.id }).then(done, () => undefined),
  };

  const submitName = async (name: string) => {
    if (!nameModal) return;
    try {
      if (nameModal.mode === 'rename') await rename.mutateAsync({ id: nameModal.id, name });
      else {
        await create.mutateAsync({ name, parentId: nameModal.parentId });
        const parent = nameModal.parentId;
        if (parent !== null) setExpanded((keys) => [...(keys ?? []), parent]);
      }
      done();
      setNameModal(null);
    } catch {
      // the http client has shown the server's reason; the modal stays open to correct the name
    }
  };

  const submitMove = async (parentId: number | null) => {
    if (!moving) return;
    try {
      await move.mutateAsync({ id: moving.id, parentId });
      if (parentId !== null) setExpanded((keys) => [...(keys ?? []), parentId]);
      done();
      setMoving(null);
    } catch {
      // reason shown by the http client
    }
  };

  const columns: ColumnsType<Row> = [
    {
      title: '机构名称',
      dataIndex: 'name',
      minWidth: 240,
      render: (name: string, r) => <span style={{ color: r.enabled ? undefined : '#999' }}>{name}</span>,
    },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 100,
      align: 'center',
      render: (enabled: boolean) => (enabled ? <Tag color="success">启用</Tag> : <Tag>已停用</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      width: 320,
      render: (_, r) => <DepartmentActions dept={r.node} on={handlers} />,
    },
  ];

  return (
    <Card variant="borderless" data-testid="page">
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <div>
          <PageTitle style={{ margin: 0 }}>机构管理</PageTitle>
          <Typography.Text type="secondary">
            项目的需求部门、管理部门和账号所属部门从这里选择；不再使用的机构请停用。
          </Typography.Text>
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setNameModal({ mode: 'create', parentId: null, parentName: null })}
          data-testid="department-add-root"
        >
          新增顶级机构
        </Button>
      </Flex>
      <DataTable<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={tree.isLoading}
        pagination={false}
        expandable={{ expandedRowKeys: expanded ?? [], onExpandedRowsChange: setExpanded, indentSize: 24 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无机构，请先新增顶级机构" /> }}
        data-testid="department-table"
      />
      <DepartmentNameModal
        state={nameModal}
        saving={create.isPending || rename.isPending}
        onCancel={() => setNameModal(null)}
        onSubmit={submitName}
      />
      <DepartmentMoveModal
        department={moving}
        tree={nodes}
        saving={move.isPending}
        onCancel={() => setMoving(null)}
        onSubmit={submitMove}
      />
    </Card>
  );
}
