import { renderPlaceholders } from '@swp/core/announcement/placeholders';
import type { AnnouncementType } from '@swp/core/announcement/schema';
import { Permission } from '@swp/core/permissions';
import { Alert, Empty, Select, Spin, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { AnnouncementArticle } from '../../shared/components/AnnouncementArticle.tsx';
import { usePermission } from '../../shared/hooks/usePermission.ts';
import { emptyPlaceholders, projectPreviewSources, samplePreviewSources } from './preview-sources.ts';
import { useProjectChoices, useProjectDetail } from './project-api.ts';
import styles from './templates.module.css';

const SAMPLE = 0;

/**
 * The live preview: the template being edited, filled in the browser by core's renderPlaceholders (the very
 * function the server publishes with) from a chosen project or from sample values. Unknown placeholders are
 * listed: they would be published exactly as written.
 */
export function TemplatePreview({
  html,
  type,
  height,
}: {
  html: string;
  type: AnnouncementType;
  height: number | string;
}) {
  const canReadProjects = usePermission(Permission.project);
  const [keyword, setKeyword] = useState('');
  const [projectId, setProjectId] = useState<number>(SAMPLE);
  const choices = useProjectChoices(keyword, canReadProjects);
  const project = useProjectDetail(projectId === SAMPLE ? undefined : projectId);

  // Typing stays fluid: the preview follows the editor at React's lower priority.
  const deferredHtml = useDeferredValue(html);
  const rendered = useMemo(() => {
    const sources =
      projectId !== SAMPLE && project.data ? projectPreviewSources(project.data, type) : samplePreviewSources(type);
    return { ...renderPlaceholders(deferredHtml, sources), empty: emptyPlaceholders(deferredHtml, sources) };
  }, [deferredHtml, type, projectId, project.data]);

  const options = [
    { value: SAMPLE, label: '示例数据' },
    ...(choices.data?.list ?? []).map((p) => ({ value: p.id, label: `${p.projectName}（${p.projectCode}）` })),
  ];

  return (
    <div className={styles.previewPane} data-testid="template-preview">
      <div className={styles.previewHead}>
        <Typography.Text strong>预览项目</Typography.Text>
        <Select
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          value={projectId}
          options={options}
          onChange={setProjectId}
          loading={choices.isFetching}
          style={{ flex: 1, minWidth: 0 }}
          notFoundContent={choices.isFetching ? <Spin size="small" /> : '没有匹配的项目'}
          data-testid="preview-project"
          aria-label="预览项目"
        />
      </div>
      {canReadProjects ? null : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          您没有项目管理权限，只能使用示例数据预览。
        </Typography.Text>
      )}
      {rendered.unknown.length ? (
        <Alert
          type="warning"
          showIcon
          data-testid="unknown-placeholders"
          title="以下占位符无法识别，发布时将原样显示："
          description={rendered.unknown.map((u) => `{{${u}}}`).join('、')}
        />
      ) : null}
      {rendered.empty.length && projectId !== SAMPLE ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="empty-placeholders">
          所选项目暂无以下内容，预览中显示为空（发布公告时按公告填写的信息生成）：{rendered.empty.join('、')}
        </Typography.Text>
      ) : null}
      <div className={styles.previewPaper} style={{ height }}>
        {project.isFetching ? (
          <Spin />
        ) : html.trim() ? (
          <AnnouncementArticle html={rendered.html} testId="template-preview-article" />
        ) : (
          <Empty description="在左侧编写模板内容后，这里实时显示效果" />
        )}
      </div>
    </div>
  );
}
