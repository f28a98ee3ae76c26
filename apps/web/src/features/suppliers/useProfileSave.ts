import type { SupplierSelf, UpdateSupplierProfileInput } from '@swp/core/supplier/index';
import { App } from 'antd';
import { feedback } from '../../app/feedback.ts';
import { useUpdateProfile } from './api.ts';
import { changedKeyFields } from './profile.ts';

/**
 * Saves the profile (企业信息 and 营业执照 both go through updateInfo). A change of a key field sends the company
 * back to 待审核, so it is confirmed first, naming what changed. Resolves true once saved, false when cancelled
 * or refused (the HTTP client has shown why).
 */
export function useProfileSave(company: SupplierSelf) {
  const { modal } = App.useApp();
  const update = useUpdateProfile();

  const save = async (next: UpdateSupplierProfileInput): Promise<boolean> => {
    const changed = changedKeyFields(company, next);
    if (changed.length > 0) {
      const confirmed = await modal.confirm({
        title: '修改关键信息需重新审核',
        content: `您修改了${changed.join('、')}。保存后企业将重新进入“待审核”状态，审核通过前不能报名，确定保存吗？`,
        okText: '确定保存',
        cancelText: '再想想',
      });
      if (!confirmed) return false;
    }
    try {
      await update.mutateAsync(next);
    } catch {
      return false;
    }
    feedback.success(changed.length > 0 || company.status === 'rejected' ? '资料已保存，已重新提交审核' : '资料已保存');
    return true;
  };

  return { save, saving: update.isPending };
}
