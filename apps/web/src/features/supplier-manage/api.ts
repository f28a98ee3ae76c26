import { shanghaiDateKey } from '@swp/core/project/time';
import type { SupplierStatus } from '@swp/core/supplier/labels';
import type { AuditSupplierInput, FreezeSupplierInput } from '@swp/core/supplier/manage';
import { SupplierManagePath } from '@swp/core/supplier/paths';
import type { SupplierDetail, SupplierListItem } from '@swp/core/supplier/responses';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, requestBlob } from '../../app/http.ts';
import { downloadFile } from '../../shared/download.ts';
import { withQuery } from '../../shared/url.ts';

/** 供应商管理 calls (staff with system:suppler; server: apps/server/src/modules/supplier-manage). */

const opts = { area: 'manage' } as const;

export const supplierKeys = {
  all: ['manage', 'suppliers'] as const,
  list: (query: SupplierListQuery) => ['manage', 'suppliers', 'list', query] as const,
  detail: (id: number) => ['manage', 'suppliers', 'detail', id] as const,
};

export interface SupplierFilters {
  status?: SupplierStatus;
  /** Part of the company name, credit code or account. */
  keyword?: string;
  /** Registration days (Beijing), both ends included. */
  registeredFrom?: string;
  registeredTo?: string;
}

export interface SupplierListQuery extends SupplierFilters {
  page: number;
  pageSize: number;
}

export interface SupplierPage {
  list: SupplierListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** The list is a POST (docs/integration.md fixes `POST /api/supplerManage/list`). */
export const fetchSuppliers = (query: SupplierListQuery) =>
  http.post<SupplierPage>(SupplierManagePath.list, query, opts);

export function useSupplierList(query: SupplierListQuery) {
  return useQuery({
    queryKey: supplierKeys.list(query),
    queryFn: () => fetchSuppliers(query),
    placeholderData: keepPreviousData,
  });
}

/** One company with its documents and history; always fresh, since the review buttons follow its status. */
export function useSupplierDetail(id: number | null) {
  return useQuery({
    queryKey: supplierKeys.detail(id ?? 0),
    queryFn: () => http.get<SupplierDetail>(withQuery(SupplierManagePath.detail, { id }), opts),
    enabled: id != null,
    staleTime: 0,
  });
}

/** A review or freeze changes the row, the detail and its history: every supplier query is refreshed. */
function useSupplierChange<I>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => http.postEnvelope(path, input, opts),
    onSuccess: () => client.invalidateQueries({ queryKey: supplierKeys.all }),
  });
}

export const useAuditSupplier = () => useSupplierChange<AuditSupplierInput>(SupplierManagePath.audit);
export const useFreezeSupplier = () => useSupplierChange<FreezeSupplierInput>(SupplierManagePath.freeze);
export const useUnfreezeSupplier = () => useSupplierChange<FreezeSupplierInput>(SupplierManagePath.unfreeze);

/** Every company matching the list's filters (not just the page) as an .xlsx. */
export const exportSuppliers = (filters: SupplierFilters) =>
  downloadFile(
    withQuery(SupplierManagePath.export, filters),
    `供应商名单_${shanghaiDateKey(Date.now()).replaceAll('-', '')}.xlsx`,
  );

/** The bytes of a company's document for the preview, fetched with the staff token (no plain link can send it). */
export const fetchSupplierFile = (id: string) =>
  requestBlob(withQuery(SupplierManagePath.file, { id }), { method: 'GET', ...opts });
