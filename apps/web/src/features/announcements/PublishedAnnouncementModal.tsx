import { Button, Modal, Skeleton } from 'antd';
import { TYPE_COLORS } from '../../shared/announcement-types.ts';
import { BulletinArticle } from '../../shared/components/BulletinArticle.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { useAnnouncement } from './api.ts';

/** A published announcement, read-only, exactly as on the bulletin (published announcements never change). */
export function PublishedAnnouncementModal({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useAnnouncement(id);
  const a = detail.data;
  return (
    <Modal
      open
      width={960}
      title="查看公告"
      onCancel={onClose}
      footer={[
        <Button key="bulletin" href={`/vender/layout/bulletin/${id}`} target="_blank" rel="noopener">
          在公告栏中打开
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          关闭
        </Button>,
      ]}
      styles={{ body: { maxHeight: 'calc(100vh - 220px)', overflow: 'auto', background: '#f3f6fa', padding: 16 } }}
      data-testid="published-announcement"
    >
      {a ? (
        <BulletinArticle
          title={a.title}
          typeLabel={a.typeLabel}
          typeColor={TYPE_COLORS[a.type]}
          meta={[{ label: '发布时间', value: formatDateTime(a.publishedAt) }]}
          html={a.html}
          attachments={a.attachments}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </Modal>
  );
}
