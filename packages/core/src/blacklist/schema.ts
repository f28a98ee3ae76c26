import { z } from 'zod';
import { requiredText } from '../auth/fields.ts';
import { isCleared, optionalKeyword, requiredDate } from '../common/filter-fields.ts';
import { idField } from '../id-field.ts';
import { pageFields } from '../project/paging.ts';
import { fileIdField } from '../supplier/schema.ts';
import { BLACKLIST_STATUSES, BLACKLIST_TARGET_TYPES, BLACKLIST_TYPES } from './status.ts';

/** `POST /api/blacklist/add` (docs/integration.md): `{ targetType, targetId, type, reason, startDate, endDate }`. */
export const addBlacklistInput = z
  .object({
    targetType: z.enum(BLACKLIST_TARGET_TYPES, { error: '请选择对象类型' }),
    targetId: idField('列入黑名单的对象'),
    type: z.enum(BLACKLIST_TYPES, { error: '请选择处理类型' }),
    reason: requiredText('请输入原因', 1000, '原因'),
    startDate: requiredDate('开始日期'),
    endDate: requiredDate('结束日期'),
    /** The decision document (处理决定), uploaded first through /api/file/upload?purpose=blacklist-decision. */
    attachmentFileId: fileIdField('处理决定').nullish(),
  })
  .refine((e) => e.endDate >= e.startDate, { path: ['endDate'], message: '结束日期不能早于开始日期' });

/** `POST /api/blacklist/lift`: 解除 before the end, with the reason. */
export const liftBlacklistInput = z.object({
  id: idField('黑名单记录'),
  reason: requiredText('请输入解除原因', 500, '解除原因'),
});

/** `GET /api/blacklist/attachment?id=`: the decision document of one entry. */
export const blacklistEntryIdInput = z.object({ id: idField('黑名单记录') });

/** `GET /api/blacklist/list`. */
export const blacklistListInput = z.object({
  ...pageFields,
  targetType: z
    .union([z.enum(BLACKLIST_TARGET_TYPES), z.literal('')], { error: '对象类型不正确' })
    .nullish()
    .transform((v) => (isCleared(v) ? undefined : v)),
  status: z
    .union([z.enum(BLACKLIST_STATUSES), z.literal('')], { error: '状态不正确' })
    .nullish()
    .transform((v) => (isCleared(v) ? undefined : v)),
  /** Part of the company's or expert's name. */
  keyword: optionalKeyword,
});
