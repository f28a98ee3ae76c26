import { type AnnouncementDetail, renderPlaceholders } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { clearBulletinCache } from '../bulletin/bulletin-cache.ts';
import { loadPurchaseSettings } from '../purchase-settings/purchase-settings.repo.ts';
import {
  assertCorrectionTarget,
  assertLifecycleAllows,
  assertTypeRules,
  PUBLISHED_IS_FROZEN,
} from './announcement-checks.ts';
import { fieldsOf, placeholderSources, timesOf } from './announcement-fields.ts';
import { sanitizeAnnouncementHtml } from './announcement-html.ts';
import {
  type AnnouncementProject,
  findAnnouncementProject,
  updateProjectForPublication,
} from './announcement-project.repo.ts';
import { asAnnouncementType, toDetail } from './announcement-view.ts';
import {
  type AnnouncementRow,
  findAnnouncement,
  findPublishedTender,
  listAttachments,
  updateDraft,
} from './announcements.repo.ts';
import { correctionTimeRefusal, tenderTimeRefusal } from './publication-rules.ts';

/** The time rules of the announcement's type, at `now`; throws the refusal. */
async function assertTimeRules(tx: DbOrTx, row: AnnouncementRow, project: AnnouncementProject, now: Date) {
  const type = asAnnouncementType(row.type);
  if (type !== 'tender' && type !== 'correction') return;
  const settings = await loadPurchaseSettings(tx);
  const fields = fieldsOf(row);
  let refusal: string | null;
  if (type === 'tender') {
    refusal = tenderTimeRefusal(project, fields, now, settings);
  } else {
    const tender = await findPublishedTender(tx, project.id);
    if (!tender?.publishedAt) throw ruleBroken('项目尚未发布招标公告，不能发布更正公告');
    refusal = correctionTimeRefusal(project, fields, now, tender.publishedAt, settings);
  }
  if (refusal) throw ruleBroken(refusal);
}

/** What publishing changes on the project: the state (招标 → 报名中, 流标 → 已流标) and the announced times. */
function projectChange(row: AnnouncementRow, now: Date) {
  const fields = fieldsOf(row);
  switch (asAnnouncementType(row.type)) {
    case 'tender':
      return { status: 'enrolling', ...timesOf(fields), updatedAt: now };
    case 'correction':
      return { ...timesOf(fields), updatedAt: now };
    case 'failure':
      return { status: 'failed', lossDes: fields.lossDes, updatedAt: now };
    // Result and winner notices move the project once evaluation exists (a later issue); the lifecycle refuses
    // them before that, so they never reach here today.
    default:
      return null;
  }
}

/**
 * Publishes a draft (PRODUCT §2, §5): every rule is checked inside one transaction that holds the project row, then
 * the HTML is filled, sanitized and frozen, the project takes the announced times and state, and the project's
 * 操作日志 records it. Any refusal leaves everything as it was.
 */
export async function publishAnnouncement(
  deps: Deps,
  principal: Principal,
  id: number,
  meta: RequestMeta,
): Promise<AnnouncementDetail> {
  const now = deps.clock.now();
  const published = await deps.db.transaction(async (tx) => {
    const row = await findAnnouncement(tx, id, { lock: true });
    if (!row) throw notFound('公告不存在');
    if (row.status !== 'draft') throw ruleBroken(PUBLISHED_IS_FROZEN);
    const project = await findAnnouncementProject(tx, row.projectId, { lock: true });
    if (!project) throw notFound('项目不存在');
    const type = asAnnouncementType(row.type);
    const fields = fieldsOf(row);

    // Lifecycle and time rules first: they are the refusals staff meet at publish time (the form already passed).
    assertLifecycleAllows(project, type, now, fields.lossDes);
    await assertTimeRules(tx, row, project, now);
    assertTypeRules(row.projectId, type, row.title, fields);
    if (type === 'correction') await assertCorrectionTarget(tx, row.projectId, fields.correctsId);

    const rendered = renderPlaceholders(row.html, placeholderSources(type, project, fields));
    if (rendered.unknown.length > 0) {
      const names = rendered.unknown.map((name) => `{{${name}}}`).join('、');
      throw ruleBroken(`公告内容含有无法识别的占位符：${names}，请修改后再发布`);
    }
    const html = sanitizeAnnouncementHtml(rendered.html);
    await updateDraft(tx, id, {
      html,
      status: 'published',
      publishedAt: now,
      publishedBy: principal.userId,
      updatedAt: now,
    });

    const change = projectChange(row, now);
    if (change) await updateProjectForPublication(tx, project.id, change);
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'announcement.publish',
      target: { type: 'project', id: project.id },
      detail: {
        announcementId: id,
        type,
        title: row.title,
        ...(change?.status ? { from: project.status, to: change.status } : {}),
        ...(fields.correctsId ? { correctsId: fields.correctsId } : {}),
      },
      ip: meta.ip,
    });
    return toDetail((await findAnnouncement(tx, id))!, await listAttachments(tx, id));
  });
  // After commit: the bulletin of this server shows the new announcement at once (others within their TTL).
  clearBulletinCache(deps.db);
  return published;
}
