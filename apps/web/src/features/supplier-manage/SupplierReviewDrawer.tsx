import type { SupplierDetail, SupplierFile } from '@swp/core/supplier/responses';
import { Button, Drawer, Empty, Flex, Popconfirm, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { FilePreviewModal } from '../../shared/components/FilePreviewModal.tsx';
import { fetchSupplierFile, useAuditSupplier, useSupplierDetail } from './api.ts';
import { SupplierDocuments } from './SupplierDocuments.tsx';
import { SupplierHistory } from './SupplierHistory.tsx';
import { SupplierProfile } from './SupplierProfile.tsx';
import type { Freezing, SupplierRef } from './SupplierReasonModals.tsx';

export interface ReviewHandlers {
  onReject: (supplier: SupplierRef) => void;
  onFreeze: (freezing: Freezing) => void;
  onBlacklist: (supplier: SupplierRef) => void;
}

/**
 * The buttons the company's status allows: 通过 / 驳回 only while 待审核 (the server refuses any other review),
 * 冻结 any company not frozen, 解冻 a frozen one; 加入黑名单 unless a 禁止参与 is already in force.
 */
function ReviewActions({ supplier, handlers }: { supplier: SupplierDetail; handlers: ReviewHandlers }) {
  const audit = useAuditSupplier();
  // A failure has been shown by the HTTP client; the Popconfirm just closes.
  const approve = () =>
    audit.mutateAsync({ id: supplier.id, pass: true }).then(
      (env) => feedback.success(env.msg || '操作成功'),
      () => undefined,
    );
  const banned = supplier.blacklist?.type === 'ban';
  return (
    <Flex justify="end" gap={8} wrap data-testid="review-actions">
      {banned ? null : (
        <Button danger onClick={() => handlers.onBlacklist(supplier)} data-testid="review-blacklist">
          加入黑名单
        </Button>
      )}
      {supplier.status === 'frozen' ? (
        <Button onClick={() => handlers.onFreeze({ supplier, mode: 'unfreeze' })} data-testid="review-unfreeze">
          解冻
        </Button>
      ) : (
        <Button danger onClick={() => handlers.onFreeze({ supplier, mode: 'freeze' })} data-testid="review-freeze">
          冻结
        </Button>
      )}
      {supplier.status === 'pending' ? (
        <>
          <Button danger onClick={() => handlers.onReject(supplier)} data-testid="review-reject">
            驳回
          </Button>
          <Popconfirm
            title="确认审核通过？"
            description="通过后该供应商即可报名参与项目，并会收到短信通知。"
            okText="通过"
            onConfirm={approve}
          >
            <Button type="primary" loading={audit.isPending} data-testid="review-approve">
              通过
            </Button>
          </Popconfirm>
        </>
      ) : null}
    </Flex>
  );
}

/** 供应商详情 / 审核: every field, document and contact, the history, and the review actions in the footer. */
export function SupplierReviewDrawer({
  id,
  onClose,
  handlers,
}: {
  id: number | null;
  onClose: () => void;
  handlers: ReviewHandlers;
}) {
  const detail = useSupplierDetail(id);
  const [preview, setPreview] = useState<SupplierFile | null>(null);
  const supplier = detail.data?.id === id ? detail.data : undefined;

  const body = () => {
    if (supplier) {
      return (
        <Space orientation="vertical" size={20} style={{ width: '100%' }} data-testid="supplier-detail">
          <SupplierProfile supplier={supplier} />
          <SupplierDocuments supplier={supplier} onPreview={setPreview} />
          <section>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              审核记录
            </Typography.Title>
            <SupplierHistory events={supplier.history} />
          </section>
        </Space>
      );
    }
    if (detail.isError) return <Empty description="供应商信息加载失败，请关闭后重试" style={{ marginTop: 80 }} />;
    return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  };

  return (
    <Drawer
      title={supplier?.status === 'pending' ? '审核供应商' : '供应商详情'}
      open={id != null}
      onClose={onClose}
      size={920}
      destroyOnHidden
      footer={supplier ? <ReviewActions supplier={supplier} handlers={handlers} /> : null}
      data-testid="supplier-drawer"
    >
      {body()}
      <FilePreviewModal file={preview} load={(f) => fetchSupplierFile(f.id)} onClose={() => setPreview(null)} />
    </Drawer>
  );
}
