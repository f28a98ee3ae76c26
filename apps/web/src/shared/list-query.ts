import type { TablePaginationConfig } from 'antd';

/**
 * A paged list keeps its filters and page in the URL (?status=pending&page=2): a reload, 返回 or a shared link
 * shows the same rows. Each list reads its own filters with these parsers (anything the URL holds that the list
 * does not know is dropped) and writes them back with writeListQuery.
 */
export const DEFAULT_PAGE_SIZE = 10;

export interface PageState {
  page: number;
  pageSize: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Parsers of one query-string value: undefined for a missing, empty or malformed value. */
export const param = {
  text: (v: string | null) => (v?.trim() ? v.trim() : undefined),
  number: (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined),
  day: (v: string | null) => (v && DAY.test(v) ? v : undefined),
  oneOf: <T extends string>(list: readonly T[], v: string | null) => (list.includes(v as T) ? (v as T) : undefined),
};

export const readPage = (params: URLSearchParams): PageState => ({
  page: param.number(params.get('page')) || 1,
  pageSize: param.number(params.get('pageSize')) || DEFAULT_PAGE_SIZE,
});

/** The query string of a list state: empty filters, the first page and the default size are left out. */
export function writeListQuery(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if ((key === 'page' && value === 1) || (key === 'pageSize' && value === DEFAULT_PAGE_SIZE)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The table's pagination for a list whose page lives in the URL; a new page size starts again at page 1. */
export function urlPagination<Q extends PageState>(
  query: Q,
  total: number,
  apply: (next: Q) => void,
): TablePaginationConfig {
  return {
    current: query.page,
    pageSize: query.pageSize,
    total,
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: (n) => `共 ${n} 条`,
    onChange: (page, pageSize) => apply({ ...query, page: pageSize === query.pageSize ? page : 1, pageSize }),
  };
}
