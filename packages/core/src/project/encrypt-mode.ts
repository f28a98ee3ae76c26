import { z } from 'zod';

/**
 * 加密方式 (docs/rules.md, docs/integration.md `encryptMode`): 投标人加密 — the bidder's browser or offline sealer seals
 * the file and the 报价 under a key only the bidder unlocks (bid-seal/, docs/bid-seal-format.md); 平台加密 — the
 * platform seals them under the project's key at upload. Its default per purchase way is in 采购参数.
 */
export const ENCRYPT_MODES = ['bidder', 'platform'] as const;
export type EncryptMode = (typeof ENCRYPT_MODES)[number];

export const ENCRYPT_MODE_LABELS: Record<EncryptMode, string> = {
  bidder: '投标人加密',
  platform: '平台加密',
};

export const encryptModeField = z.enum(ENCRYPT_MODES, {
  error: '加密方式须为投标人加密（bidder）或平台加密（platform）',
});

/** The 解密 window of the 开标大厅 (default 30 minutes), per purchase way in 采购参数. */
export const DEFAULT_DECRYPT_MINUTES = 30;
export const decryptMinutesField = z
  .number({ error: '请输入解密时限' })
  .int('解密时限须为整数分钟')
  .min(5, '解密时限至少为5分钟')
  .max(1440, '解密时限不能超过1440分钟');
