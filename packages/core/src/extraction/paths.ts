/**
 * 专家抽取 paths (server modules/extraction, docs/rules.md). The project screen and the external recruitment screen
 * have the same calls under their own prefix; the confirmation calls are the product's (docs/integration.md) and stay exactly so.
 * No imports: the light confirmation pages read this file on its own.
 */
export const ExtractionPath = {
  /** 项目管理 → 项目 → 专家抽取: a project's committee. */
  project: {
    draw: '/api/specialisextract/draw',
    detail: '/api/specialisextract/detail',
    draws: '/api/specialisextract/draws',
    exportSheet: '/api/specialisextract/exportSheet',
    replace: '/api/specialisextract/replace',
    cancel: '/api/specialisextract/cancel',
    getConfirmInfo: '/api/specialisextract/getConfirmInfo',
    getCode: '/api/specialisextract/getCode',
    extractConfirm: '/api/specialisextract/extractConfirm',
  },
  /** 外部招募专家抽取: named tasks drawn from external experts only. */
  external: {
    list: '/api/specialistextractexpert/list',
    draw: '/api/specialistextractexpert/draw',
    detail: '/api/specialistextractexpert/detail',
    draws: '/api/specialistextractexpert/draws',
    exportSheet: '/api/specialistextractexpert/exportSheet',
    replace: '/api/specialistextractexpert/replace',
    cancel: '/api/specialistextractexpert/cancel',
    getConfirmInfo: '/api/specialistextractexpert/getConfirmInfo',
    getCode: '/api/specialistextractexpert/getCode',
    extractConfirm: '/api/specialistextractexpert/extractConfirm',
  },
} as const;
