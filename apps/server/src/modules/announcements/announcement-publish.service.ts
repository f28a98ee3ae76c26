import {
  type AnnouncementDetail,
  type AnnouncementSourceFields,
  checkPublicityWindow,
  type LifecycleContext,
  STALE_TEXT_REFUSAL,
  toPurchaseWay,
} from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf } from '../audit/audit.service.ts';
import { clearBulletinCache } from '../bulletin/bulletin-cache.ts';
import { transitionProject } from '../projects/project-transition.ts';
import { type ProjectPatch, updateProject } from '../projects/projects.repo.ts';
import { findPurchaseSettings, loadPurchaseSettings } from '../purchase-settings/purchase-settings.repo.ts';
import { awardFields, NO_CANDIDATES, recordAward } from '../results/award.ts';
import { loadCandidates } from '../results/result-candidates.service.ts';
import { countObjections } from '../results/results.repo.ts';
import { assertCorrectionTarget, assertTypeRules, PUBLISHED_IS_FROZEN } from './announcement-checks.ts';
import { fieldsOf, timesOf, toColumns } from './announcement-fields.ts';
import { type AnnouncementProject, findAnnouncementProject } from './announcement-project.repo.ts';
import { draftText } from './announcement-text.ts';
import { asAnnouncementType, PUBLISH_ACTION, toDetail } from './announcement-view.ts';
import {
  type AnnouncementRow,
  findAnnouncement,
  findPublishedTender,
  listAttachments,
  updateDraft,
} from './announcements.repo.ts';
import { correctionTimeRefusal, tenderTimeRefusal } from './publication-rules.ts';

/** The purchase way's publicity days (采购参数), 3 when the way is unknown (the lifecycle's own default). */
async function publicityDaysOf(tx: DbOrTx, purchaseWay: number): Promise<number> {
  const way = toPurchaseWay(purchaseWay);
  return way === null ? 3 : (await findPurchaseSettings(tx, way)).publicityDays;
}

/** The time rules of the announcement's type, at `now`; throws the refusal. */
async function assertTimeRules(tx: DbOrTx, row: AnnouncementRow, project: AnnouncementProject, now: Date) {
  const type = asAnnouncementType(row.type);
  const fields = fieldsOf(row);
  if (type === 'result') {
    // docs/rules.md: at least the way's publicity days from gsTime, which is not before the publication.
    const window = { gsTime: fields.gsTime ?? '', gsEndTime: fields.gsEndTime ?? '' };
    const check = checkPublicityWindow(window, await publicityDaysOf(tx, project.purchaseWay), now.getTime());
    if (!check.ok) throw ruleBroken(check.reason);
    return;
  }
  if (type !== 'tender' && type !== 'correction') return;
  const settings = await loadPurchaseSettings(tx);
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

/**
 * What publishing writes on the project besides its state (which the lifecycle table's target sets): the times a
 * 招标公告 announces or a 更正公告 changes, the 流标原因 of a 流标公告, the publicity window of a 结果公示. The
 * 中标公告's award is written by the results module (recordAward).
 */
function projectChange(row: AnnouncementRow, now: Date): ProjectPatch | null {
  const fields = fieldsOf(row);
  switch (asAnnouncementType(row.type)) {
    case 'result':
      return { gsTime: fields.gsTime, gsEndTime: fields.gsEndTime, updatedAt: now };
    case 'tender':
    case 'correction':
      return { ...timesOf(fields), updatedAt: now };
    case 'failure':
      return { lossDes: fields.lossDes, updatedAt: now };
    default:
      return null;
  }
}

/**
 * What the lifecycle checks a 中标公告 against: the way's publicity days and the objections still open. The project
 * row is locked first, so an objection filed at the same moment (which holds the same lock) is either counted or
 * refused by the publicity's end — never missed.
 */
async function winnerContext(tx: DbOrTx, projectId: number): Promise<Omit<LifecycleContext, 'now'>> {
  const project = await findAnnouncementProject(tx, projectId, { lock: true });
  if (!project) throw notFound('项目不存在');
  const publicityDays = await publicityDaysOf(tx, project.purchaseWay);
  return { publicityDays, openObjections: (await countObjections(tx, projectId)).open };
}

/**
 * Publishes a draft (docs/rules.md, docs/product.md) as the lifecycle action of its type (PUBLISH_ACTION) through transitionProject:
 * in one transaction holding the announcement and the project rows, every rule is checked, then the HTML is filled,
 * sanitized and frozen, the project takes the announced times and the table's target state, and the project's
 * 操作日志 records it. Any refusal leaves everything as it was.
 */
export async function publishAnnouncement(
  deps: Deps,
  principal: Principal,
  id: number,
  meta: RequestMeta,
): Promise<AnnouncementDetail> {
  const published = await deps.db.transaction(async (tx) => {
    const row = await findAnnouncement(tx, id, { lock: true });
    if (!row) throw notFound('公告不存在');
    if (row.status !== 'draft') throw ruleBroken(PUBLISHED_IS_FROZEN);
    const type = asAnnouncementType(row.type);
    let fields: AnnouncementSourceFields = fieldsOf(row);
    const request = {
      projectId: row.projectId,
      action: PUBLISH_ACTION[type],
      context: { lossDes: fields.lossDes, ...(type === 'win' ? await winnerContext(tx, row.projectId) : {}) },
      auditAction: 'announcement.publish',
    };
    // The lifecycle is checked first (transitionProject), then the time rules: the refusals staff meet at publish
    // time (the form already passed).
    return transitionProject(
      tx,
      { clock: deps.clock, actor: actorOf(principal), ip: meta.ip },
      request,
      async (_, locked, now) => {
        // The row transitionProject locked, with the department names the placeholders need.
        const project = (await findAnnouncementProject(tx, locked.id))!;
        await assertTimeRules(tx, row, project, now);
        assertTypeRules(row.projectId, type, row.title, fields);
        if (type === 'correction') await assertCorrectionTarget(tx, row.projectId, fields.correctsId);
        if (type === 'result' && (await loadCandidates(tx, project.id)).candidates.length === 0) {
          throw ruleBroken(NO_CANDIDATES);
        }
        // The winner notice names the chosen candidate's company and quote, whatever the draft's fields said.
        const award = type === 'win' ? await awardFields(tx, project.id, fields) : null;
        if (award) fields = award.fields;

        // The values made from the template take the project's current ones (the clerk's words stay); a time
        // written outside them that the project does not have refuses, since it cannot be corrected here.
        const rendered = draftText(type, row.html, project, fields, 'publish');
        if (rendered.unknown.length > 0) {
          const names = rendered.unknown.map((name) => `{{${name}}}`).join('、');
          throw ruleBroken(`公告内容含有无法识别的占位符：${names}，请修改后再发布`);
        }
        if (rendered.strayTimes.length > 0) throw ruleBroken(STALE_TEXT_REFUSAL);
        const html = rendered.html;
        await updateDraft(tx, id, {
          html,
          ...(award ? { extra: toColumns(type, fields).extra } : {}),
          status: 'published',
          publishedAt: now,
          publishedBy: principal.userId,
          updatedAt: now,
        });
        const change = projectChange(row, now);
        if (change) await updateProject(tx, project.id, change);
        const awarded = award ? await recordAward(tx, project, award, now) : null;
        return {
          detail: {
            announcementId: id,
            type,
            title: row.title,
            ...(fields.correctsId ? { correctsId: fields.correctsId } : {}),
            ...(awarded ? { award: awarded } : {}),
          },
          result: toDetail((await findAnnouncement(tx, id))!, await listAttachments(tx, id)),
        };
      },
    );
  });
  // After commit: the bulletin of this server shows the new announcement at once (others within their TTL).
  clearBulletinCache(deps.db);
  return published;
}
