import type { AttachmentView, RenderedHtml } from '@swp/core/announcement/api';
import { STALE_TEXT_REFUSAL } from '@swp/core/announcement/refresh';
import { type AnnouncementType, ENROLMENT_NOTICE_TYPES } from '@swp/core/announcement/schema';
import type { ProjectDetail } from '@swp/core/project/api';
import { Alert, Button, Modal } from 'antd';
import { TYPE_COLORS } from '../../shared/announcement-types.ts';
import { BulletinArticle } from '../../shared/components/BulletinArticle.tsx';
import { KeyboardScrollArea } from '../../shared/components/KeyboardScrollArea.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { downloadAttachment } from './api.ts';

interface Props {
  project: ProjectDetail;
  type: AnnouncementType;
  typeLabel: string;
  title: string;
  /** The server's preview: the saved draft with every placeholder filled, sanitized as publishing will. */
  rendered: RenderedHtml;
  attachments: AttachmentView[];
  /** The draft's own deadline (the project takes it only when the announcement is published). */
  enrollEndTime?: string;
  /** 重新生成: the draft's text made again from its template with the current information. */
  onRegenerate: () => void;
  onClose: () => void;
}

/** 预览: the draft as the public bulletin will show it once published. */
export function PreviewModal({
  project,
  type,
  typeLabel,
  title,
  rendered,
  attachments,
  enrollEndTime,
  onRegenerate,
  onClose,
}: Props) {
  const stale = rendered.stale ?? [];
  const strayTimes = rendered.strayTimes ?? [];
  return (
    <Modal
      open
      width={960}
      title="公告预览（发布后在公告栏中的效果）"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          关闭预览
        </Button>
      }
      data-testid="announcement-preview"
    >
      <KeyboardScrollArea
        label="公告预览"
        style={{ maxHeight: 'calc(100vh - 220px)', background: '#f3f6fa', padding: 16 }}
      >
        {rendered.unknown.length ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title="正文中有无法识别的占位符，发布前请修改："
            description={rendered.unknown.map((u) => `{{${u}}}`).join('、')}
            data-testid="preview-unknown"
          />
        ) : null}
        {strayTimes.length ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={`${STALE_TEXT_REFUSAL}（已标出）`}
            description={`正文中的时间 ${strayTimes.join('、')} 不是项目的时间，发布时无法自动更新。`}
            action={
              <Button size="small" type="primary" onClick={onRegenerate} data-testid="preview-regenerate">
                重新生成
              </Button>
            }
            data-testid="preview-stray-times"
          />
        ) : null}
        {stale.length ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title="正文中以下内容与项目当前信息不一致（已标出），发布时将自动更新为项目当前值："
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {stale.map((s) => (
                  <li key={`${s.reference}:${s.written}`}>
                    {s.label}：{s.written} → {s.current || '（空）'}
                  </li>
                ))}
              </ul>
            }
            data-testid="preview-stale"
          />
        ) : null}
        <BulletinArticle
          title={title}
          typeLabel={typeLabel}
          typeColor={TYPE_COLORS[type]}
          meta={[
            { label: '项目', value: project.projectName },
            { label: '项目编号', value: project.projectCode },
            { label: '采购方式', value: project.purchaseWayLabel },
            ...(ENROLMENT_NOTICE_TYPES.includes(type)
              ? [{ label: '报名截止', value: formatDateTime(enrollEndTime ?? project.enrollEndTime) }]
              : []),
            { label: '发布时间', value: '发布后生成' },
          ]}
          html={rendered.html}
          attachments={attachments}
          onDownload={(file) => void downloadAttachment(file.id, file.name).catch(() => undefined)}
        />
      </KeyboardScrollArea>
    </Modal>
  );
}
