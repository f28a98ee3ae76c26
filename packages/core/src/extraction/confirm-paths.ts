/**
 * The experts' confirmation calls (docs/integration.md fixes them: paths, POST, fields). Declared in
 * confirm-contract.ts; the paths alone are here, free of zod, because the light confirmation pages
 * (apps/web/src/confirm) read only this file.
 */
export const ConfirmPath = {
  project: {
    getConfirmInfo: '/api/specialisextract/getConfirmInfo',
    getCode: '/api/specialisextract/getCode',
    extractConfirm: '/api/specialisextract/extractConfirm',
  },
  external: {
    getConfirmInfo: '/api/specialistextractexpert/getConfirmInfo',
    getCode: '/api/specialistextractexpert/getCode',
    extractConfirm: '/api/specialistextractexpert/extractConfirm',
  },
} as const;
