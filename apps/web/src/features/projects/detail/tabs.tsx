import type { ProjectDetail } from '@swp/core/project/api';
import type { ReactNode } from 'react';
import { ProjectAnnouncementsTab } from '../../announcements/ProjectAnnouncementsTab.tsx';
import { ProjectBidsTab } from '../../bids/ProjectBidsTab.tsx';
import { ProjectOpeningTab } from '../../bids/ProjectOpeningTab.tsx';
import { EnrolmentReviewTab } from '../../enrolments/EnrolmentReviewTab.tsx';
import { ProjectEvaluationTab } from '../../evaluation-staff/ProjectEvaluationTab.tsx';
import { ProjectExtractionTab } from '../../extraction/ProjectExtractionTab.tsx';
import { ProjectResultsTab } from '../../results/ProjectResultsTab.tsx';
import { BasicInfoTab } from './BasicInfoTab.tsx';
import { ProjectLogsTab } from './ProjectLogsTab.tsx';

/** One tab of the project page. `key` is also the `?tab=` of the URL, so a tab can be linked to. */
export interface ProjectTab {
  key: string;
  label: string;
  render: (project: ProjectDetail) => ReactNode;
}

/**
 * The tabs of the project page, in the order of docs/product.md (基本信息 · 公告 · 报名审查 · 投标文件 · 开标 · 专家抽取 ·
 * 评标 · 操作日志). Each feature adds ONE line here for its tab, in that order, and keeps the component in its own
 * folder (lazy-load anything heavy inside it):
 * - announcements engineer: { key: 'announcements', label: '公告', render: (p) => <ProjectAnnouncementsTab project={p} /> }
 *   from ../../announcements/ProjectAnnouncementsTab.tsx
 * - extraction engineer: { key: 'extraction', label: '专家抽取', render: (p) => <ProjectExtractionTab project={p} /> }
 *   from ../../extraction/ProjectExtractionTab.tsx
 * A tab receives the project as the server sent it, `actions` included: offer a button only when its action is
 * listed there. After a change, invalidate `projectKeys.all` (../api.ts) so the header, the buttons and the
 * 操作日志 follow.
 */
export const projectTabs: ProjectTab[] = [
  { key: 'basic', label: '基本信息', render: (p) => <BasicInfoTab project={p} /> },
  { key: 'announcements', label: '公告', render: (p) => <ProjectAnnouncementsTab project={p} /> },
  { key: 'enrolments', label: '报名审查', render: (p) => <EnrolmentReviewTab project={p} /> },
  { key: 'bids', label: '投标文件', render: (p) => <ProjectBidsTab project={p} /> },
  { key: 'opening', label: '开标', render: (p) => <ProjectOpeningTab project={p} /> },
  { key: 'extraction', label: '专家抽取', render: (p) => <ProjectExtractionTab project={p} /> },
  { key: 'evaluation', label: '评标', render: (p) => <ProjectEvaluationTab project={p} /> },
  { key: 'results', label: '结果', render: (p) => <ProjectResultsTab project={p} /> },
  { key: 'logs', label: '操作日志', render: (p) => <ProjectLogsTab projectId={p.id} /> },
];
