import type { ProjectListRow } from '@swp/core/project/api';
import { Tag } from 'antd';
import { PAUSED_COLOR, STATE_COLORS } from '../../shared/project-state-colors.ts';

/** The state the server computed (statusLabel is 已暂停 while paused), coloured by state. */
export function ProjectStatusTag({ project }: { project: Pick<ProjectListRow, 'status' | 'statusLabel' | 'paused'> }) {
  return (
    <Tag color={project.paused ? PAUSED_COLOR : STATE_COLORS[project.status]} data-testid="project-status">
      {project.statusLabel}
    </Tag>
  );
}
