import type { SpecialtyTreeNode } from '@swp/core/specialist/index';
import type { TreeSelectProps } from 'antd';
import { useMemo } from 'react';
import { CLEARABLE_SELECT } from '../forms/clearable.tsx';
import { useSpecialtyTree } from '../queries/specialists.ts';
import { AccessibleTreeSelect } from './AccessibleTreeSelect.tsx';

export interface SpecialtyOption {
  title: string;
  value: number;
  key: number;
  children: SpecialtyOption[];
}

export const toTreeData = (nodes: readonly SpecialtyTreeNode[]): SpecialtyOption[] =>
  nodes.map((n) => ({ title: n.name, value: n.id, key: n.id, children: toTreeData(n.children) }));

type Props = Omit<TreeSelectProps, 'treeData' | 'loading'> & { multiple?: boolean };

/**
 * 专业类别 picker over the managed tree. Single (a search filter: the server includes everything below the chosen
 * node) or multiple (an expert's specialties, the extraction's include/exclude lists). Each node can be chosen on
 * its own: selecting a parent does not tick its children.
 */
export function SpecialtyTreeSelect({ multiple, placeholder = '请选择专业类别', ...rest }: Props) {
  const tree = useSpecialtyTree();
  const treeData = useMemo(() => toTreeData(tree.data ?? []), [tree.data]);
  return (
    <AccessibleTreeSelect
      treeData={treeData}
      loading={tree.isLoading}
      multiple={multiple}
      allowClear={CLEARABLE_SELECT}
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      placeholder={placeholder}
      notFoundContent={tree.isLoading ? '加载中…' : '暂无专业类别'}
      popupMatchSelectWidth={false}
      {...rest}
    />
  );
}
