/**
 * The default title of an announcement: 项目名称 + what the notice is called under the project's purchase
 * way, as the stock templates' bodies call it (询价公告, 竞争性谈判公告, 招标公告, 投标邀请书), and the corrections
 * of one project told apart: 「…更正公告」, 「…更正公告（二）」, 「…更正公告（三）」. The web editor proposes it and
 * the server uses it when a draft is made without a title; the stock templates take their headings from it.
 */
import { type PurchaseWay, toPurchaseWay } from '../project/purchase-way.ts';
import { chineseNumeral } from './chinese-numeral.ts';
import { ANNOUNCEMENT_TYPE_LABELS, type AnnouncementType } from './schema.ts';

/** The 招标公告 of each purchase way. */
export const TENDER_NOTICE_NAMES: Record<PurchaseWay, string> = {
  1: '询价公告',
  2: '竞争性谈判公告',
  3: '招标公告',
  4: '投标邀请书',
};

/** What a notice of the type is called under the purchase way (an unknown way: the type's own label). */
export function noticeName(type: AnnouncementType, purchaseWay: unknown): string {
  const way = toPurchaseWay(purchaseWay);
  return type === 'tender' && way !== null ? TENDER_NOTICE_NAMES[way] : ANNOUNCEMENT_TYPE_LABELS[type];
}

/**
 * Which correction of its project an announcement is: 1 + the project's corrections made before it (by id, drafts
 * included, so two corrections being written at once are not both 「更正公告」). Without `id`: the next one.
 */
export function correctionNumber(announcements: ReadonlyArray<{ id: number; type: string }>, id?: number): number {
  return 1 + announcements.filter((a) => a.type === 'correction' && (id === undefined || a.id < id)).length;
}

/** 「城北水厂改造工程询价公告」, 「城北水厂改造工程更正公告（二）」. `correction` counts from 1 (unnumbered). */
export function defaultAnnouncementTitle(
  projectName: string,
  type: AnnouncementType,
  purchaseWay: unknown,
  correction = 1,
): string {
  const name = `${projectName}${noticeName(type, purchaseWay)}`;
  return type === 'correction' && correction > 1 ? `${name}（${chineseNumeral(correction)}）` : name;
}

const LEADING_HEADING = /^\s*<h([1-4])\b[^>]*>([\s\S]*?)<\/h\1>/;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const headingText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!)
    .replace(/\s+/g, '');

/**
 * The notice's HTML without its opening heading when that heading only repeats the title the page already shows
 * above it (the stock templates open with 项目名称 + the notice's name, which is the default title): the bulletin,
 * the preview and the published view would otherwise print the title twice. A heading that says more stays.
 */
export function withoutRepeatedTitle(html: string, title: string): string {
  const m = LEADING_HEADING.exec(html);
  if (!m || headingText(m[2] ?? '') !== title.replace(/\s+/g, '')) return html;
  return html.slice(m[0].length);
}
