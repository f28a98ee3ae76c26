import type { ProjectDetail } from '@swp/core/project/api';
import { Space } from 'antd';
import { ProjectOpeningTab } from '../../../features/bids/ProjectOpeningTab.tsx';
import { useHallState } from '../../../features/opening-hall/api.ts';
import { StaffHall } from '../../../features/opening-hall/StaffHall.tsx';
import { mayBeOpened } from '../../../shared/opening-state.ts';

/**
 * The 开标 tab: the 开标大厅 (features/opening-hall) and, below it, the 开标记录 once the project moved on (features/bids),
 * with the one-step 开标 kept for 平台加密 projects whose hall has not started (the server keeps /api/bid/open for
 * them). A project opened before the hall existed has no hall: its tab is the record alone, as before.
 */
export function ProjectOpeningHallTab({ project }: { project: ProjectDetail }) {
  const hall = useHallState('manage', project.id);
  const phase = hall.data?.phase;
  const openedWithoutHall = mayBeOpened(project.status) && phase === 'waiting';
  if (openedWithoutHall) return <ProjectOpeningTab project={project} />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <StaffHall project={project} />
      <ProjectOpeningTab
        project={project}
        hall={{ oneStep: project.encryptMode === 'platform' && phase === 'waiting' }}
      />
    </Space>
  );
}
