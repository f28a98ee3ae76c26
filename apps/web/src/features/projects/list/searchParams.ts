import type { ProjectListQueryInput } from '@swp/core/project/query';

/**
 * The list's filters and page live in the URL (?keyword=…&page=2), so 返回 from a project, a reload or a shared
 * link shows the same rows. `status=paused` stands for the 已暂停 filter, which the API takes as `paused: true`.
 */
export interface ListFilters {
  keyword?: string;
  purchaseWay?: number;
  status?: string;
  needDeptId?: number;
  createdFrom?: string;
  createdTo?: string;
}

export const PAUSED_FILTER = 'paused';
const DEFAULT_PAGE_SIZE = 10;

const num = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);
const str = (v: string | null) => (v?.trim() ? v.trim() : undefined);

export function readFilters(params: URLSearchParams): ListFilters & { page: number; pageSize: number } {
  return {
    keyword: str(params.get('keyword')),
    purchaseWay: num(params.get('purchaseWay')),
    status: str(params.get('status')),
    needDeptId: num(params.get('needDeptId')),
    createdFrom: str(params.get('createdFrom')),
    createdTo: str(params.get('createdTo')),
    page: num(params.get('page')) ?? 1,
    pageSize: num(params.get('pageSize')) ?? DEFAULT_PAGE_SIZE,
  };
}

export function writeFilters(filters: ListFilters & { page?: number; pageSize?: number }): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) {
    if (v === undefined || v === null || v === '') continue;
    if ((k === 'page' && v === 1) || (k === 'pageSize' && v === DEFAULT_PAGE_SIZE)) continue;
    params.set(k, String(v));
  }
  return params;
}

/** The API body for the filters. */
export function toQuery(f: ReturnType<typeof readFilters>): ProjectListQueryInput {
  const paused = f.status === PAUSED_FILTER;
  return {
    page: f.page,
    pageSize: f.pageSize,
    keyword: f.keyword,
    purchaseWay: f.purchaseWay,
    status: paused ? undefined : (f.status as ProjectListQueryInput['status']),
    paused: paused ? true : undefined,
    needDeptId: f.needDeptId,
    createdFrom: f.createdFrom,
    createdTo: f.createdTo,
  };
}
