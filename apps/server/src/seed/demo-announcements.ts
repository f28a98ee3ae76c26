/**
 * Demo 公告模板 and published announcements, so the 公告栏 is alive on first start (seed/demo.ts, inside its
 * transaction, after seedDemoProjects). Announcements are rendered with the same renderPlaceholders and sanitizer
 * as real publishing, and each is published through the one lifecycle path (transitionProject), so the demo never
 * shows something the rules forbid.
 */
import {
  type AnnouncementSourceFields,
  type AnnouncementType,
  type PurchaseWay,
  renderPlaceholders,
  SHANGHAI_OFFSET_MS,
} from '@swp/core';
import type { DbOrTx } from '../db/client.ts';
import { placeholderSources, timesOf, toColumns } from '../modules/announcements/announcement-fields.ts';
import { sanitizeAnnouncementHtml } from '../modules/announcements/announcement-html.ts';
import { findAnnouncementProject } from '../modules/announcements/announcement-project.repo.ts';
import { PUBLISH_ACTION } from '../modules/announcements/announcement-view.ts';
import { insertAnnouncement } from '../modules/announcements/announcements.repo.ts';
import { transitionProject } from '../modules/projects/project-transition.ts';
import { updateProject } from '../modules/projects/projects.repo.ts';
import { defaultTemplates, noticeName } from '../modules/templates/default-templates.ts';
import { insertTemplate } from '../modules/templates/templates.repo.ts';

export interface DemoAnnouncementRefs {
  /** The staff user shown as publisher (the 采购专员). */
  publisherId: number;
  /** Approved projects to publish a 招标公告 for (the first also gets a 更正公告). */
  tenders: readonly number[];
  /** An approved project that is tendered, then abandoned with a 流标公告. */
  failure?: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Times relative to the seed's "now", on the hour so the rendered dates read naturally (also demo-tendering.ts). */
export function at(now: Date, days: number, hour: number): Date {
  const day = new Date(Math.floor((now.getTime() + days * DAY) / DAY) * DAY);
  // hour is Beijing wall-clock time.
  return new Date(day.getTime() + hour * HOUR - SHANGHAI_OFFSET_MS);
}

export interface Publication {
  projectId: number;
  type: AnnouncementType;
  publishedAt: Date;
  fields: Partial<AnnouncementSourceFields>;
}

/**
 * Inserts one announcement as published and applies it to the project, as the publish service would (also
 * demo-tendering.ts). `templateIds` maps `type:purchaseWay` to the installed template.
 */
export async function publish(
  tx: DbOrTx,
  templateIds: Map<string, { id: number; html: string }>,
  publisherId: number,
  p: Publication,
): Promise<number> {
  const fields = p.fields as AnnouncementSourceFields;
  const by = {
    clock: { now: () => p.publishedAt },
    actor: { role: 'staff' as const, id: publisherId, name: '演示数据' },
    ip: '',
  };
  const request = {
    projectId: p.projectId,
    action: PUBLISH_ACTION[p.type],
    context: { lossDes: fields.lossDes },
    auditAction: 'announcement.publish',
  };
  return transitionProject(tx, by, request, async (_, locked) => {
    const project = (await findAnnouncementProject(tx, locked.id))!;
    const template = templateIds.get(`${p.type}:${project.purchaseWay}`)!;
    const html = sanitizeAnnouncementHtml(
      renderPlaceholders(template.html, placeholderSources(p.type, project, fields)).html,
    );
    const title = `${project.projectName}${noticeName(p.type, project.purchaseWay as PurchaseWay)}`;
    const row = await insertAnnouncement(tx, {
      projectId: project.id,
      type: p.type,
      title,
      templateId: template.id,
      html,
      ...toColumns(p.type, fields),
      status: 'published',
      publishedAt: p.publishedAt,
      publishedBy: publisherId,
      createdBy: publisherId,
      createdAt: p.publishedAt,
      updatedAt: p.publishedAt,
    });
    await updateProject(tx, project.id, {
      ...timesOf(fields),
      ...(p.type === 'failure' ? { lossDes: fields.lossDes } : {}),
      updatedAt: p.publishedAt,
    });
    return { detail: { announcementId: row.id, type: p.type, title }, result: row.id };
  });
}

export const CONTACT = { contacts: '李采购', mobile: '0571-87001234' };

/** Installs the stock templates and publishes the demo announcements; returns how many of each. */
export async function seedDemoAnnouncements(tx: DbOrTx, refs: DemoAnnouncementRefs, now: Date = new Date()) {
  const templateIds = new Map<string, { id: number; html: string }>();
  for (const template of defaultTemplates()) {
    const row = await insertTemplate(tx, {
      ...template,
      html: sanitizeAnnouncementHtml(template.html),
      createdBy: refs.publisherId,
      createdAt: now,
      updatedAt: now,
    });
    templateIds.set(`${row.type}:${row.purchaseWay}`, { id: row.id, html: row.html });
  }

  let published = 0;
  for (const [index, projectId] of refs.tenders.entries()) {
    // Published a few days ago, enrolment still open, deadline well past the minimum period.
    const publishedAt = at(now, -3 - index, 9);
    const tenderId = await publish(tx, templateIds, refs.publisherId, {
      projectId,
      type: 'tender',
      publishedAt,
      fields: {
        ...CONTACT,
        enrollTime: at(now, -3 - index, 9),
        enrollEndTime: at(now, 6, 17),
        closeFileupTime: at(now, 9, 9),
        openTime: at(now, 9, 9.5),
      },
    });
    published++;
    if (index === 0) {
      // 更正公告: the deadline and opening move two days later.
      await publish(tx, templateIds, refs.publisherId, {
        projectId,
        type: 'correction',
        publishedAt: at(now, -1, 10),
        fields: { ...CONTACT, correctsId: tenderId, closeFileupTime: at(now, 11, 9), openTime: at(now, 11, 9.5) },
      });
      published++;
    }
  }

  if (refs.failure !== undefined) {
    await publish(tx, templateIds, refs.publisherId, {
      projectId: refs.failure,
      type: 'tender',
      publishedAt: at(now, -14, 9),
      fields: {
        ...CONTACT,
        enrollTime: at(now, -14, 9),
        enrollEndTime: at(now, -4, 17),
        closeFileupTime: at(now, -2, 9),
        openTime: at(now, -2, 9.5),
      },
    });
    await publish(tx, templateIds, refs.publisherId, {
      projectId: refs.failure,
      type: 'failure',
      publishedAt: at(now, -1, 15),
      fields: { ...CONTACT, lossDes: '至报名截止时间，通过资格审查的供应商不足3家，本项目流标。' },
    });
    published += 2;
  }
  return { templates: templateIds.size, announcements: published };
}
