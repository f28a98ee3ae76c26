import type { AttachmentView, RenderedHtml } from '@swp/core/announcement/api';
import type { AnnouncementType } from '@swp/core/announcement/schema';
import type { ProjectDetail } from '@swp/core/project/api';
import { Alert, Button, Modal } from 'antd';
import { BulletinArticle } from '../bulletin/BulletinArticle.tsx';
import { formatDateTime } from '../projects/format.ts';
import { TYPE_COLORS } from '../templates/labels.ts';
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
  onClose,
}: Props) {
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
      styles={{ body: { maxHeight: 'calc(100vh - 220px)', overflow: 'auto', background: '#f3f6fa', padding: 16 } }}
      data-testid="announcement-preview"
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
      <BulletinArticle
        title={title}
        typeLabel={typeLabel}
        typeColor={TYPE_COLORS[type]}
        meta={[
          { label: '项目', value: project.projectName },
          { label: '项目编号', value: project.projectCode },
          { label: '采购方式', value: project.purchaseWayLabel },
          { label: '报名截止', value: enrollEndTime ?? formatDateTime(project.enrollEndTime) },
          { label: '发布时间', value: '发布后生成' },
        ]}
        html={rendered.html}
        attachments={attachments}
        onDownload={(file) => void downloadAttachment(file.id, file.name).catch(() => undefined)}
      />
    </Modal>
  );
}
