import { auditSupplierInput, freezeSupplierInput } from '@swp/core/supplier/manage';
import type { SupplierListItem } from '@swp/core/supplier/responses';
import { feedback } from '../../app/feedback.ts';
import { ReasonModal } from '../../shared/components/ReasonModal.tsx';
import type { ParsesValue } from '../../shared/forms/zodRule.ts';
import { useAuditSupplier, useFreezeSupplier, useUnfreezeSupplier } from './api.ts';

/** The company an action is about; the list row and the detail both carry these. */
export type SupplierRef = Pick<SupplierListItem, 'id' | 'companyName' | 'creditCode'>;

/**
 * The 驳回 reason checked by the audit call's own schema (reason required when `pass` is false), so the modal says
 * exactly what the server would: 请输入驳回原因.
 */
const rejectReason: ParsesValue = {
  safeParse: (reason) => {
    const result = auditSupplierInput.safeParse({ id: 1, pass: false, reason });
    return result.success ? { success: true } : { success: false, error: result.error };
  },
};

/** 驳回 with a reason: the company sees it (and gets an SMS), fixes its registration and submits again. */
export function RejectModal({ supplier, onClose }: { supplier: SupplierRef | null; onClose: () => void }) {
  const audit = useAuditSupplier();
  return (
    <ReasonModal
      open={supplier != null}
      title={`驳回注册：${supplier?.companyName ?? ''}`}
      notice="驳回后，供应商会收到短信通知并看到驳回原因，修改资料后可重新提交审核。"
      label="驳回原因"
      placeholder="请写明需要供应商修改或补充的内容，如：营业执照图片不清晰，请重新上传"
      rule={rejectReason}
      okText="驳回"
      danger
      busy={audit.isPending}
      onCancel={onClose}
      onSubmit={async (reason) => {
        if (!supplier) return;
        const env = await audit.mutateAsync({ id: supplier.id, pass: false, reason });
        // The server says whether the company was told by SMS (or that staff must phone it).
        feedback.success(env.msg || '操作成功');
        onClose();
      }}
    />
  );
}

export type Freezing = { supplier: SupplierRef; mode: 'freeze' | 'unfreeze' };

/** 冻结 / 解冻 with the reason, which the company is told. */
export function FreezeModal({ freezing, onClose }: { freezing: Freezing | null; onClose: () => void }) {
  const freeze = useFreezeSupplier();
  const unfreeze = useUnfreezeSupplier();
  const thawing = freezing?.mode === 'unfreeze';
  return (
    <ReasonModal
      open={freezing != null}
      title={`${thawing ? '解冻' : '冻结'}供应商：${freezing?.supplier.companyName ?? ''}`}
      notice={
        thawing
          ? '解冻后该供应商恢复到冻结前的状态，可以重新登录。'
          : '冻结后该供应商会被立即退出登录，在解冻前不能登录和报名参与项目。'
      }
      label={thawing ? '解冻原因' : '冻结原因'}
      placeholder={thawing ? '请输入解冻原因' : '请输入冻结原因，如：资质证书已过期'}
      rule={freezeSupplierInput.shape.reason}
      okText={thawing ? '解冻' : '冻结'}
      danger={!thawing}
      busy={freeze.isPending || unfreeze.isPending}
      onCancel={onClose}
      onSubmit={async (reason) => {
        if (!freezing) return;
        const env = await (thawing ? unfreeze : freeze).mutateAsync({ id: freezing.supplier.id, reason });
        feedback.success(env.msg || '操作成功');
        onClose();
      }}
    />
  );
}
