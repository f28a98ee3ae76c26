import type { AnnouncementListRow } from '@swp/core/announcement/api';
import type { AnnouncementType } from '@swp/core/announcement/schema';
import type { ProjectDetail } from '@swp/core/project/api';
import { PROJECT_ACTION_LABELS, type ProjectAction } from '@swp/core/project/lifecycle';
import { Alert, Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useResultSummary } from '../../shared/queries/results.ts';
import { AnnouncementTable } from './AnnouncementTable.tsx';
import { useProjectAnnouncements } from './api.ts';
import { PublishedAnnouncementModal } from './PublishedAnnouncementModal.tsx';

/** The editor drawer carries tiptap: it is fetched the first time an announcement is opened. */
const AnnouncementEditorDrawer = lazy(() => import('./AnnouncementEditorDrawer.tsx'));

/** The announcements this tab can start, each behind the lifecycle action that publishing it performs. */
const STARTS: Array<{ action: ProjectAction; type: AnnouncementType; danger?: boolean }> = [
  { action: 'publishTender', type: 'tender' },
  { action: 'publishCorrection', type: 'correction' },
  { action: 'publishResult', type: 'result' },
  { action: 'publishWinner', type: 'win' },
  { action: 'publishFailure', type: 'failure', danger: true },
];

type Open = { kind: 'edit'; type: AnnouncementType; id?: number } | { kind: 'view'; id: number } | null;

/**
 * 公告 tab of a project (docs/product.md): its announcements, and the buttons the project's lifecycle `actions` allow
 * now. Starting a type that already has a draft opens that draft instead of making a second one.
 */
export function ProjectAnnouncementsTab({ project }: { project: ProjectDetail }) {
  const list = useProjectAnnouncements(project.id);
  const [open, setOpen] = useState<Open>(null);
  const rows = list.data?.list ?? [];

  const start = (type: AnnouncementType) => {
    const draft = rows.find((r) => r.type === type && r.status === 'draft');
    setOpen({ kind: 'edit', type, id: draft?.id });
  };
  const openRow = (row: AnnouncementListRow) =>
    setOpen(row.status === 'draft' ? { kind: 'edit', type: row.type, id: row.id } : { kind: 'view', id: row.id });

  const offered = STARTS.filter((s) => project.actions.includes(s.action));
  // During the 结果公示 the 中标公告 button appears only once it may be published: say why it is not there yet.
  const inPublicity = project.status === 'publicity';
  const result = useResultSummary(project.id, inPublicity);
  const winnerBlockedBy = inPublicity ? result.data?.winnerBlockedBy : null;

  return (
    <div data-testid="project-announcements">
      {project.paused ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="项目已暂停，恢复后才能发布公告。" />
      ) : null}
      {winnerBlockedBy ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={winnerBlockedBy}
          data-testid="announcement-winner-blocked"
        />
      ) : null}
      <Space style={{ marginBottom: 12 }} wrap>
        {offered.map((s) => (
          <Button
            key={s.action}
            type={s.danger ? 'default' : 'primary'}
            danger={s.danger}
            onClick={() => start(s.type)}
            data-testid={`announcement-${s.action}`}
          >
            {PROJECT_ACTION_LABELS[s.action]}
          </Button>
        ))}
      </Space>
      <AnnouncementTable rows={rows} loading={list.isFetching} onOpen={openRow} />
      {open?.kind === 'edit' ? (
        <Suspense fallback={null}>
          <AnnouncementEditorDrawer
            project={project}
            type={open.type}
            id={open.id}
            published={rows.filter((r) => r.status === 'published')}
            announcements={rows}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
      {open?.kind === 'view' ? <PublishedAnnouncementModal id={open.id} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
