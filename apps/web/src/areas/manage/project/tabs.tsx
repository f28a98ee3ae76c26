import type { ProjectDetail } from '@swp/core/project/api';
import type { ReactNode } from 'react';
import { ProjectAnnouncementsTab } from '../../../features/announcements/ProjectAnnouncementsTab.tsx';
import { ProjectBidsTab } from '../../../features/bids/ProjectBidsTab.tsx';
import { EnrolmentReviewTab } from '../../../features/enrolments/EnrolmentReviewTab.tsx';
import { ProjectExtractionTab } from '../../../features/extraction/ProjectExtractionTab.tsx';
import { BasicInfoTab } from '../../../features/projects/detail/BasicInfoTab.tsx';
import { ProjectLogsTab } from '../../../features/projects/detail/ProjectLogsTab.tsx';
import { ProjectResultsTab } from '../../../features/results/ProjectResultsTab.tsx';
import { ProjectEvaluationTab } from './ProjectEvaluationTab.tsx';
import { ProjectOpeningHallTab } from './ProjectOpeningHallTab.tsx';

/** One tab of the project page. `key` is also the `?tab=` of the URL, so a tab can be linked to. */
export interface ProjectTab {
  key: string;
  label: string;
  render: (project: ProjectDetail) => ReactNode;
}

/**
 * The tabs of the project page, in the order of docs/product.md (基本信息 · 公告 · 报名审查 · 投标文件 · 开标 · 专家抽取 ·
 * 评标 · 结果 · 操作日志). The page composes seven features, so it lives in the manage area, the one layer that may
 * import them all; each feature keeps its tab component in its own folder (lazy-load anything heavy inside it) and
 * adds ONE line here, in that order. A tab that composes several features lives beside this file
 * (`ProjectEvaluationTab`: the committee's progress and the 竞争性谈判 rounds).
 * A tab receives the project as the server sent it, `actions` included: offer a button only when its action is
 * listed there. After a change, invalidate `projectKeys.all` (shared/query-keys.ts) so the header, the buttons
 * and the 操作日志 follow.
 */
export const projectTabs: ProjectTab[] = [
  { key: 'basic', label: '基本信息', render: (p) => <BasicInfoTab project={p} /> },
  { key: 'announcements', label: '公告', render: (p) => <ProjectAnnouncementsTab project={p} /> },
  { key: 'enrolments', label: '报名审查', render: (p) => <EnrolmentReviewTab project={p} /> },
  { key: 'bids', label: '投标文件', render: (p) => <ProjectBidsTab project={p} /> },
  { key: 'opening', label: '开标', render: (p) => <ProjectOpeningHallTab project={p} /> },
  { key: 'extraction', label: '专家抽取', render: (p) => <ProjectExtractionTab project={p} /> },
  { key: 'evaluation', label: '评标', render: (p) => <ProjectEvaluationTab project={p} /> },
  { key: 'results', label: '结果', render: (p) => <ProjectResultsTab project={p} /> },
  { key: 'logs', label: '操作日志', render: (p) => <ProjectLogsTab projectId={p.id} /> },
];
