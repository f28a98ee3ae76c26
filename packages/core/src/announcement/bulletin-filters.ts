import { type PurchaseWay, toPurchaseWay } from '../project/purchase-way.ts';
import { ANNOUNCEMENT_TYPES, type AnnouncementType } from './schema.ts';

/** The 公告栏's page address in the web app (the vender area's first page). */
export const BULLETIN_PAGE_PATH = '/vender/layout/bulletin';

/** Rows per page of the 公告栏 list. */
export const BULLETIN_PAGE_SIZE = 10;

/** The 公告栏 list's request (a BulletinListInput, with the types the page reads). */
export interface BulletinListParams {
  page: number;
  pageSize: number;
  type?: AnnouncementType;
  purchaseWay?: PurchaseWay;
  keyword?: string;
}

/**
 * The 公告栏 list's request, read from its page address (`?type=&way=&q=&page=`, the filters live in the URL so
 * back/forward and shared links keep them). One reading for the page and for the server, which renders the
 * first page it will ask for into the HTML: the two must ask for the same rows.
 */
export function bulletinListParams(search: URLSearchParams): BulletinListParams {
  const rawType = search.get('type');
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    type: ANNOUNCEMENT_TYPES.includes(rawType as AnnouncementType) ? (rawType as AnnouncementType) : undefined,
    purchaseWay: toPurchaseWay(search.get('way')) ?? undefined,
    keyword: search.get('q') ?? undefined,
    pageSize: BULLETIN_PAGE_SIZE,
  };
}
