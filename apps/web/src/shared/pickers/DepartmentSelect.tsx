import type { TreeSelectProps } from 'antd';
import { useMemo } from 'react';
import { departmentOptions } from '../department-tree.ts';
import { useDepartmentTree } from '../queries/departments.ts';
import { AccessibleTreeSelect } from './AccessibleTreeSelect.tsx';

type Props = Omit<TreeSelectProps<number>, 'treeData'> & {
  /** Disabled departments to show anyway (the one a record already has). */
  keep?: readonly (number | undefined)[];
  /** Offer disabled departments too (search filters: old projects keep their department). */
  all?: boolean;
};

/**
 * A department picker over the tree: enabled departments only unless told otherwise (the server refuses a
 * disabled one for a new choice). Works as a controlled antd Form field.
 */
export function DepartmentSelect({ keep, all, ...props }: Props) {
  const tree = useDepartmentTree();
  const options = useMemo(() => departmentOptions(tree.data ?? [], { keep, all }), [tree.data, keep, all]);
  return (
    <AccessibleTreeSelect<number>
      treeData={options}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      loading={tree.isLoading}
      placeholder="请选择部门"
      popupMatchSelectWidth={false}
      {...props}
    />
  );
}
