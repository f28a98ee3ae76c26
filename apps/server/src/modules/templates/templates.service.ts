import {
  ANNOUNCEMENT_TYPE_LABELS,
  type AnnouncementType,
  type createTemplateInput,
  type Page,
  PURCHASE_WAY_LABELS,
  type PurchaseWay,
  type RenderedHtml,
  renderPlaceholders,
  type TemplateChoice,
  type TemplateDetail,
  type TemplateListRow,
  type templateChoicesInput,
  type templateListInput,
  type templatePreviewInput,
  type updateTemplateInput,
} from '@swp/core';
import type { z } from 'zod';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { placeholderSources } from '../announcements/announcement-fields.ts';
import { sanitizeAnnouncementHtml } from '../announcements/announcement-html.ts';
import { findAnnouncementProject } from '../announcements/announcement-project.repo.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { assertMayReadProject } from '../projects/project-access.ts';
import {
  deleteUnusedTemplate,
  findTemplate,
  findTemplateDetail,
  insertTemplate,
  listTemplates,
  updateTemplate,
} from './templates.repo.ts';

type ListRowDb = Awaited<ReturnType<typeof listTemplates>>['rows'][number];

function toListRow(row: ListRowDb): TemplateListRow {
  const type = row.type as AnnouncementType;
  const purchaseWay = row.purchaseWay as PurchaseWay;
  return {
    id: row.id,
    name: row.name,
    type,
    typeLabel: ANNOUNCEMENT_TYPE_LABELS[type] ?? row.type,
    purchaseWay,
    purchaseWayLabel: PURCHASE_WAY_LABELS[purchaseWay] ?? '',
    enabled: row.enabled,
    usedCount: Number(row.usedCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listTemplatePage(
  deps: Deps,
  input: z.output<typeof templateListInput>,
): Promise<Page<TemplateListRow>> {
  const { page, pageSize, ...filter } = input;
  const { rows, total } = await listTemplates(deps.db, filter, { page, pageSize });
  return { list: rows.map(toListRow), total, page, pageSize };
}

/**
 * The enabled templates of one type × purchase way, for the announcement editor. Staff who make announcements
 * (system:project) need this without holding 公告模板管理.
 */
export async function listTemplateChoices(
  deps: Deps,
  input: z.output<typeof templateChoicesInput>,
): Promise<TemplateChoice[]> {
  const { rows } = await listTemplates(
    deps.db,
    { type: input.type, purchaseWay: input.purchaseWay, enabled: true },
    { page: 1, pageSize: 200 },
  );
  return rows.map((r) => ({ id: r.id, name: r.name }));
}

export async function getTemplate(deps: Deps, id: number): Promise<TemplateDetail> {
  const row = await findTemplateDetail(deps.db, id);
  if (!row) throw notFound('公告模板不存在');
  return { ...toListRow(row), html: row.html };
}

/** A new template; its HTML is sanitized before it is stored (docs/product.md). */
export async function createTemplate(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof createTemplateInput>,
  meta: RequestMeta,
): Promise<TemplateDetail> {
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const row = await insertTemplate(tx, {
      ...input,
      html: sanitizeAnnouncementHtml(input.html),
      createdBy: principal.userId,
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'template.create',
      target: { type: 'template', id: row.id },
      detail: { name: row.name, type: row.type, purchaseWay: row.purchaseWay },
      ip: meta.ip,
    });
    return row.id;
  });
  return getTemplate(deps, id);
}

/**
 * Edits a template. Announcements already made from it keep their own copy of the HTML, so editing never changes
 * a draft or a published announcement.
 */
export async function editTemplate(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof updateTemplateInput>,
  meta: RequestMeta,
): Promise<TemplateDetail> {
  const { id, ...values } = input;
  await deps.db.transaction(async (tx) => {
    const changed = await updateTemplate(tx, id, {
      ...values,
      html: sanitizeAnnouncementHtml(values.html),
      updatedAt: deps.clock.now(),
    });
    if (!changed) throw notFound('公告模板不存在');
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'template.update',
      target: { type: 'template', id },
      detail: { name: values.name, type: values.type, purchaseWay: values.purchaseWay },
      ip: meta.ip,
    });
  });
  return getTemplate(deps, id);
}

/** 启用 / 停用: a disabled template is not offered for new announcements. */
export async function setTemplateEnabled(
  deps: Deps,
  principal: Principal,
  id: number,
  enabled: boolean,
  meta: RequestMeta,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const changed = await updateTemplate(tx, id, { enabled, updatedAt: deps.clock.now() });
    if (!changed) throw notFound('公告模板不存在');
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: enabled ? 'template.enable' : 'template.disable',
      target: { type: 'template', id },
      ip: meta.ip,
    });
  });
}

/** Deletes a template that no announcement was made from; a used one can only be disabled. */
export async function deleteTemplate(deps: Deps, principal: Principal, id: number, meta: RequestMeta) {
  await deps.db.transaction(async (tx) => {
    const template = await findTemplate(tx, id);
    if (!template) throw notFound('公告模板不存在');
    if (!(await deleteUnusedTemplate(tx, id))) throw ruleBroken('该模板已被公告使用，不能删除，可将其停用');
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'template.delete',
      target: { type: 'template', id },
      detail: { name: template.name, type: template.type, purchaseWay: template.purchaseWay },
      ip: meta.ip,
    });
  });
}

/**
 * The live preview on a chosen project: the (saved or edited) template sanitized exactly as saving would, then
 * filled by the same renderPlaceholders the browser and publishing use, with the sources of the template's type.
 * Announcement times come from the project (those of its published tender, if any); result, win and failed-bid
 * placeholders render empty until such data exists; unknown placeholders are listed for the editor to flag.
 * The preview shows the project's fields (drafts included), so it needs the right to read that project, checked
 * before anything is looked up; the browser's preview on sample data needs no server call.
 */
export async function previewTemplate(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof templatePreviewInput>,
): Promise<RenderedHtml> {
  assertMayReadProject(principal);
  let html = input.html;
  let type: AnnouncementType = input.type ?? 'tender';
  if (input.templateId !== undefined) {
    const template = await findTemplate(deps.db, input.templateId);
    if (!template) throw notFound('公告模板不存在');
    html ??= template.html;
    type = input.type ?? (template.type as AnnouncementType);
  }
  const project = await findAnnouncementProject(deps.db, input.projectId);
  if (!project) throw notFound('项目不存在');
  const sources = placeholderSources(type, project, {});
  const rendered = renderPlaceholders(sanitizeAnnouncementHtml(html ?? ''), sources);
  return { html: sanitizeAnnouncementHtml(rendered.html), unknown: rendered.unknown };
}
