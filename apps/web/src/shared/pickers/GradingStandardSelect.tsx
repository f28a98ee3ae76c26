import { Permission } from '@swp/core/permissions';
import { Select, type SelectProps, Typography } from 'antd';
import { Link } from 'react-router';
import { CLEARABLE_SELECT } from '../forms/clearable.tsx';
import { usePermissionCheck } from '../hooks/usePermission.ts';
import { useGradingOptions } from '../queries/grading.ts';

export const GRADING_PAGE = '/manage/layout/grading';

/** The project form's 评分标准: every standard by name, searchable; a standard in use is marked as such. */
export function GradingStandardSelect(props: Omit<SelectProps<number>, 'options'>) {
  const options = useGradingOptions();
  return (
    <Select<number>
      allowClear={CLEARABLE_SELECT}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择评分标准"
      loading={options.isLoading}
      notFoundContent={options.isLoading ? '加载中…' : '暂无评分标准'}
      options={(options.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
      {...props}
    />
  );
}

/** Under the Select: why it matters, and where standards are made (for those who may make them). */
export function GradingStandardHint() {
  const may = usePermissionCheck();
  return (
    <Typography.Text type="secondary">
      评标专家按所选评分标准打分，开标前必须选择
      {may(Permission.grading) ? (
        <>
          ；可在
          <Link to={GRADING_PAGE} target="_blank" data-testid="grading-manage-link">
            评分标准管理
          </Link>
          中新建或复制
        </>
      ) : null}
      。
    </Typography.Text>
  );
}
