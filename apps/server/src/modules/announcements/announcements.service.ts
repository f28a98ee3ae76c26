import {
  type AnnouncementDetail,
  type AnnouncementListRow,
  type AnnouncementSourceFields,
  correctionNumber,
  type createAnnouncementInput,
  defaultAnnouncementTitle,
  type Page,
  type RenderedHtml,
  type renderAnnouncementInput,
  renderPlaceholders,
  type updateAnnouncementInput,
} from '@swp/core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { prefillResultFields } from '../results/result-prefill.ts';
import { findTemplate } from '../templates/templates.repo.ts';
import {
  assertAttachable,
  assertCorrectionTarget,
  assertLifecycleAllows,
  assertTypeRules,
  findUsableTemplate,
  PUBLISHED_IS_FROZEN,
} from './announcement-checks.ts';
import { fieldsOf, placeholderSources, toColumns } from './announcement-fields.ts';
import { sanitizeAnnouncementHtml } from './announcement-html.ts';
import { type AnnouncementProject, findAnnouncementProject } from './announcement-project.repo.ts';
import { draftText } from './announcement-text.ts';
import { asAnnouncementType, toDetail, toListRow } from './announcement-view.ts';
import {
  type AnnouncementRow,
  deleteDraft,
  findAnnouncement,
  insertAnnouncement,
  listAttachments,
  listProjectAnnouncements,
  listProjectAnnouncementTypes,
  replaceAttachments,
  updateDraft,
} from './announcements.repo.ts';

type Created = z.output<typeof createAnnouncementInput>;
type Updated = z.output<typeof updateAnnouncementInput>;
type Rendered = z.output<typeof renderAnnouncementInput>;

async function requireProject(db: DbOrTx, id: number, options: { lock?: boolean } = {}) {
  const project = await findAnnouncementProject(db, id, options);
  if (!project) throw notFound('项目不存在');
  return project;
}

async function requireAnnouncement(db: DbOrTx, id: number, options: { lock?: boolean } = {}) {
  const row = await findAnnouncement(db, id, options);
  if (!row) throw notFound('公告不存在');
  return row;
}

/** The template's HTML filled from the project and the fields, then sanitized: what the draft's editor shows. */
function renderFromTemplate(
  templateHtml: string,
  row: Pick<AnnouncementRow, 'type'>,
  project: AnnouncementProject,
  fields: AnnouncementSourceFields,
): RenderedHtml {
  const sources = placeholderSources(asAnnouncementType(row.type), project, fields);
  // Marked values: publishing refreshes them from the project and keeps the clerk's words (core refresh.ts).
  const rendered = renderPlaceholders(templateHtml, sources, { markValues: true });
  return { html: sanitizeAnnouncementHtml(rendered.html), unknown: rendered.unknown };
}

/** A new draft made from a template (docs/product.md 项目 → 公告): refused, with nothing written, if any rule fails. */
export async function createDraft(deps: Deps, principal: Principal, input: Created, meta: RequestMeta) {
  const { projectId, type, templateId, title: givenTitle, attachmentIds, ...given } = input;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const project = await requireProject(tx, projectId, { lock: true });
    // 结果公示 / 中标公告 start from the report's candidates and the way's publicity days (results module); the
    // lifecycle is asked first for them, since before 评标完成 there is nothing to fill them from.
    if (type === 'result' || type === 'win') assertLifecycleAllows(project, type, now, given.lossDes);
    const fields = await prefillResultFields(tx, project, type, given, now);
    // The web proposes the same title; a caller leaving it out gets the purchase way's name and the correction's number.
    const title =
      givenTitle ??
      defaultAnnouncementTitle(
        project.projectName,
        type,
        project.purchaseWay,
        correctionNumber(await listProjectAnnouncementTypes(tx, projectId)),
      );
    assertTypeRules(projectId, type, title, fields);
    const template = await findUsableTemplate(tx, templateId, type, project);
    assertLifecycleAllows(project, type, now, fields.lossDes);
    if (type === 'correction') await assertCorrectionTarget(tx, projectId, fields.correctsId);
    await assertAttachable(tx, attachmentIds);

    const { html } = renderFromTemplate(template.html, { type }, project, fields);
    const row = await insertAnnouncement(tx, {
      projectId,
      type,
      title,
      templateId,
      html,
      ...toColumns(type, fields),
      createdBy: principal.userId,
      createdAt: now,
      updatedAt: now,
    });
    await replaceAttachments(tx, row.id, attachmentIds);
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'announcement.create',
      target: { type: 'project', id: projectId },
      detail: { announcementId: row.id, type, title, templateId },
      ip: meta.ip,
    });
    return toDetail(row, await listAttachments(tx, row.id));
  });
}

/** Saves a draft's form and its edited HTML (sanitized). A published announcement is never changed. */
export async function updateDraftAnnouncement(deps: Deps, principal: Principal, input: Updated, meta: RequestMeta) {
  const { id, title, html, attachmentIds, ...fields } = input;
  return deps.db.transaction(async (tx) => {
    const row = await requireAnnouncement(tx, id, { lock: true });
    if (row.status !== 'draft') throw ruleBroken(PUBLISHED_IS_FROZEN);
    const type = asAnnouncementType(row.type);
    assertTypeRules(row.projectId, type, title, fields);
    if (type === 'correction') await assertCorrectionTarget(tx, row.projectId, fields.correctsId);
    await assertAttachable(tx, attachmentIds);

    const now = deps.clock.now();
    await updateDraft(tx, id, {
      title,
      html: sanitizeAnnouncementHtml(html),
      ...toColumns(type, fields),
      updatedAt: now,
    });
    await replaceAttachments(tx, id, attachmentIds);
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'announcement.update',
      target: { type: 'project', id: row.projectId },
      detail: { announcementId: id, type, title },
      ip: meta.ip,
    });
    return toDetail((await findAnnouncement(tx, id))!, await listAttachments(tx, id));
  });
}

/** The draft's template rendered again with the form's current fields; nothing is saved (the editor decides). */
export async function renderDraft(deps: Deps, input: Rendered): Promise<RenderedHtml> {
  const { id, ...fields } = input;
  const row = await requireAnnouncement(deps.db, id);
  if (row.status !== 'draft') throw ruleBroken(PUBLISHED_IS_FROZEN);
  const template = row.templateId === null ? undefined : await findTemplate(deps.db, row.templateId);
  if (!template) throw notFound('公告模板不存在');
  const project = await requireProject(deps.db, row.projectId);
  return renderFromTemplate(template.html, row, project, fields);
}

/**
 * What publishing would freeze: the draft's HTML with any placeholders typed into the editor filled in, and the
 * ones nobody knows listed (publishing refuses them). Values that differ from the project's now are highlighted
 * as written, with the current value as their tooltip (publishing updates them), and times it cannot update are
 * listed (publishing refuses them). A published announcement shows its frozen HTML.
 */
export async function previewAnnouncement(deps: Deps, id: number): Promise<RenderedHtml> {
  const row = await requireAnnouncement(deps.db, id);
  if (row.status === 'published') return { html: row.html, unknown: [] };
  const project = await requireProject(deps.db, row.projectId);
  return draftText(asAnnouncementType(row.type), row.html, project, fieldsOf(row), 'preview');
}

export async function deleteDraftAnnouncement(deps: Deps, principal: Principal, id: number, meta: RequestMeta) {
  await deps.db.transaction(async (tx) => {
    const row = await requireAnnouncement(tx, id, { lock: true });
    if (row.status !== 'draft') throw ruleBroken('已发布的公告不能删除，如需更正请发布更正公告');
    await deleteDraft(tx, id);
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'announcement.delete',
      target: { type: 'project', id: row.projectId },
      detail: { announcementId: id, type: row.type, title: row.title },
      ip: meta.ip,
    });
  });
}

export async function listAnnouncements(
  deps: Deps,
  input: { projectId: number; page: number; pageSize: number },
): Promise<Page<AnnouncementListRow>> {
  await requireProject(deps.db, input.projectId);
  const { rows, total } = await listProjectAnnouncements(deps.db, input.projectId, input);
  return { list: rows.map(toListRow), total, page: input.page, pageSize: input.pageSize };
}

export async function getAnnouncement(deps: Deps, id: number): Promise<AnnouncementDetail> {
  const row = await requireAnnouncement(deps.db, id);
  return toDetail(row, await listAttachments(deps.db, id));
}
