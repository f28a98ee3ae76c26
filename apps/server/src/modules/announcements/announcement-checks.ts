/**
 * The refusals shared by creating, editing and publishing an announcement. Each throws the Chinese message the
 * user sees; callers run them before writing anything, so a refusal changes nothing.
 */
import {
  ANNOUNCEMENT_TYPE_LABELS,
  type AnnouncementSourceFields,
  type AnnouncementType,
  announcementRuleIssue,
  canPerform,
  PURCHASE_WAY_LABELS,
  type PurchaseWay,
} from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import { invalid, notFound, ruleBroken } from '../../lib/errors.ts';
import { lifecycleOf } from '../projects/project-view.ts';
import { findTemplate } from '../templates/templates.repo.ts';
import type { AnnouncementProject } from './announcement-project.repo.ts';
import { PUBLISH_ACTION } from './announcement-view.ts';
import { findAnnouncement, findAttachableFileIds } from './announcements.repo.ts';

export const PUBLISHED_IS_FROZEN = '已发布的公告不能修改，如需更正请发布更正公告';

/**
 * The project's lifecycle allows publishing this type now (e.g. a 招标公告 only once the project is 已立项): asked when
 * a draft is made, so staff learn early; publishing asks again through transitionProject under the row lock.
 */
export function assertLifecycleAllows(
  project: AnnouncementProject,
  type: AnnouncementType,
  now: Date,
  lossDes?: string,
) {
  const check = canPerform(lifecycleOf(project), PUBLISH_ACTION[type], { now, lossDes });
  if (!check.ok) throw ruleBroken(check.reason);
}

/** The per-type rules of the announcement form (times in order, correction target given, 流标原因, 中标人). */
export function assertTypeRules(
  projectId: number,
  type: AnnouncementType,
  title: string,
  fields: AnnouncementSourceFields,
) {
  const issue = announcementRuleIssue({ projectId, type, title, ...fields });
  if (issue) throw invalid(issue);
}

/** A template may make an announcement of its own type for projects of its own purchase way, while enabled. */
export async function findUsableTemplate(
  db: DbOrTx,
  templateId: number,
  type: AnnouncementType,
  project: AnnouncementProject,
) {
  const template = await findTemplate(db, templateId);
  if (!template) throw notFound('公告模板不存在');
  if (template.type !== type) {
    const label = ANNOUNCEMENT_TYPE_LABELS[template.type as AnnouncementType] ?? template.type;
    throw ruleBroken(`模板类型与公告类型不符：该模板用于${label}，请选择${ANNOUNCEMENT_TYPE_LABELS[type]}模板`);
  }
  if (template.purchaseWay !== project.purchaseWay) {
    const label = PURCHASE_WAY_LABELS[template.purchaseWay as PurchaseWay] ?? '';
    throw ruleBroken(`模板的采购方式（${label}）与项目的采购方式不符，请选择其他模板`);
  }
  if (!template.enabled) throw ruleBroken('该模板已停用，请选择其他模板');
  return template;
}

/** A 更正公告 corrects a published 招标公告 or 更正公告 of the same project. */
export async function assertCorrectionTarget(db: DbOrTx, projectId: number, correctsId: number | undefined) {
  if (correctsId === undefined) throw invalid('请选择被更正的公告');
  const target = await findAnnouncement(db, correctsId);
  const correctable = target?.type === 'tender' || target?.type === 'correction';
  if (!target || target.projectId !== projectId || target.status !== 'published' || !correctable) {
    throw ruleBroken('被更正的公告须为本项目已发布的招标公告或更正公告');
  }
}

/** Every attachment is an uploaded announcement attachment. */
export async function assertAttachable(db: DbOrTx, fileIds: readonly string[]) {
  const found = await findAttachableFileIds(db, fileIds);
  if (fileIds.some((id) => !found.has(id))) throw invalid('附件不存在，请重新上传');
}
