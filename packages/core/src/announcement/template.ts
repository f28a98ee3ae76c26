/**
 * 公告模板管理 inputs (docs/product.md, docs/rules.md): a template is rich text with placeholders for one announcement type × one
 * purchase way. The HTML is sanitized by the server on save; here only presence and size are checked.
 */
import { z } from 'zod';
import { pageFields } from '../project/paging.ts';
import { PURCHASE_WAYS, type PurchaseWay, toPurchaseWay } from '../project/purchase-way.ts';
import { idField, purchaseWayField } from '../project/schema.ts';
import { ANNOUNCEMENT_TYPES, MAX_ANNOUNCEMENT_HTML } from './schema.ts';

const htmlField = (what: string) =>
  z
    .string({ error: `请填写${what}内容` })
    .refine((v) => v.trim() !== '', `请填写${what}内容`)
    .refine((v) => v.length <= MAX_ANNOUNCEMENT_HTML, `${what}内容过长`);

const templateFields = {
  name: z.string({ error: '请输入模板名称' }).trim().min(1, '请输入模板名称').max(100, '模板名称不能超过100个字符'),
  type: z.enum(ANNOUNCEMENT_TYPES, { error: '请选择公告类型' }),
  purchaseWay: purchaseWayField,
  html: htmlField('模板'),
};

export const createTemplateInput = z.object(templateFields);
export type CreateTemplateInput = z.input<typeof createTemplateInput>;

export const updateTemplateInput = z.object({ id: idField('模板'), ...templateFields });
export type UpdateTemplateInput = z.input<typeof updateTemplateInput>;

export const templateIdInput = z.object({ id: idField('模板') });

/** Query strings send '' for a cleared select: that means "any", not a wrong value. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An optional filter on the announcement type (lists of templates, the bulletin). */
export const announcementTypeFilter = z.preprocess(
  blankToUndefined,
  z.enum(ANNOUNCEMENT_TYPES, { error: '公告类型不正确' }).optional(),
);

/** An optional filter on the purchase way, from a number or a numeric string. */
export const purchaseWayFilter = z.preprocess(
  blankToUndefined,
  z
    .union([z.number(), z.string()], { error: '采购方式不正确' })
    .transform((v, ctx): PurchaseWay => {
      const way = toPurchaseWay(v);
      if (way === null) {
        ctx.addIssue({ code: 'custom', message: `采购方式须为${PURCHASE_WAYS.join('、')}之一` });
        return z.NEVER;
      }
      return way;
    })
    .optional(),
);

/** Free-text search: trimmed, blank means no filter. */
export const keywordFilter = z.preprocess(
  blankToUndefined,
  z
    .string({ error: '关键字须为文本' })
    .trim()
    .max(100, '关键字不能超过100个字符')
    .optional()
    .transform((v) => v || undefined),
);

export const templateListInput = z.object({
  ...pageFields,
  type: announcementTypeFilter,
  purchaseWay: purchaseWayFilter,
  /** 'true' / 'false' from a query string; the announcement form lists only enabled templates. */
  enabled: z
    .preprocess(blankToUndefined, z.enum(['true', 'false'], { error: '启用状态不正确' }).optional())
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  keyword: keywordFilter,
});
export type TemplateListInput = z.input<typeof templateListInput>;

/** The template picker of the announcement editor: both filters required, only enabled templates come back. */
export const templateChoicesInput = z.object({
  type: z.preprocess(blankToUndefined, z.enum(ANNOUNCEMENT_TYPES, { error: '请选择公告类型' })),
  purchaseWay: purchaseWayField,
});
export type TemplateChoicesInput = z.input<typeof templateChoicesInput>;

/**
 * Live preview on a chosen project: either a saved template or the HTML being edited (not yet saved).
 * The server sanitizes the HTML first, so the preview is what saving and publishing would produce.
 */
export const templatePreviewInput = z
  .object({
    templateId: idField('模板').optional(),
    html: htmlField('模板').optional(),
    /** The type being edited: decides which sources fill the placeholders (default: the template's, else 招标公告). */
    type: z.enum(ANNOUNCEMENT_TYPES, { error: '公告类型不正确' }).optional(),
    projectId: idField('预览项目'),
  })
  .refine((v) => v.templateId !== undefined || v.html !== undefined, {
    message: '请选择模板或填写模板内容',
    path: ['html'],
  });

export type { TemplateChoice, TemplateDetail, TemplateListRow } from './responses.ts';
