import { bulletinListInput } from '@swp/core';
import { bulletinListParams } from '@swp/core/announcement/bulletin-filters';
import type { Deps } from '../../deps.ts';
import { bulletinPageJson } from './bulletin.service.ts';

/**
 * The 公告栏 list's first page for the HTML of its page (plugins/web.ts), so a phone has the rows when its scripts
 * run instead of asking for them after. Exactly what the page would ask GET /api/bulletin/list for: the filters
 * read from the address by the page's own rule (core bulletinListParams), checked by the route's schema, answered
 * by the route's service; filters the route would refuse give no data, and the page asks and shows the refusal.
 */
export function bulletinListPageData(deps: Deps) {
  return async (search: URLSearchParams): Promise<string | null> => {
    const params = bulletinListParams(search);
    const query = bulletinListInput.safeParse(params);
    if (!query.success) return null;
    const page = await bulletinPageJson(deps, query.data);
    return `{"bulletinList":{"params":${JSON.stringify(params)},"page":${page}}}`;
  };
}
