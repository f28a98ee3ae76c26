import type { InputOf } from '@swp/core/contract/endpoint';
import { shanghaiDateKey } from '@swp/core/project/time';
import type { SupplierStatus } from '@swp/core/supplier/labels';
import { supplierManageApi } from '@swp/core/supplier/manage-contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, apiEnvelope } from '../../app/api.ts';
import { saveBlob } from '../../shared/download.ts';
import { supplierKeys } from '../../shared/query-keys.ts';

/** 供应商管理 calls (staff with system:suppler; server: apps/server/src/modules/supplier-manage). */

const opts = { area: 'manage' } as const;

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

/** The list is a POST (docs/integration.md fixes `POST /api/supplerManage/list`). */
export const fetchSuppliers = (query: SupplierListQuery) => api(supplierManageApi.list, query, opts);

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
    queryFn: () => api(supplierManageApi.detail, { id: id ?? 0 }, opts),
    enabled: id != null,
    staleTime: 0,
  });
}

/** A review or freeze changes the row, the detail and its history: every supplier query is refreshed. */
function useSupplierChange<E extends SupplierChange>(endpoint: E) {
  const client = useQueryClient();
  return useMutation({
    // The envelope: the page shows the server's msg (whether the company was told by SMS).
    mutationFn: (input: InputOf<E>) => apiEnvelope(endpoint, input, opts),
    onSuccess: () => client.invalidateQueries({ queryKey: supplierKeys.all }),
  });
}

type SupplierChange = (typeof supplierManageApi)['audit' | 'freeze' | 'unfreeze'];

export const useAuditSupplier = () => useSupplierChange(supplierManageApi.audit);
export const useFreezeSupplier = () => useSupplierChange(supplierManageApi.freeze);
export const useUnfreezeSupplier = () => useSupplierChange(supplierManageApi.unfreeze);

/** Every company matching the list's filters (not just the page) as an .xlsx. */
export async function exportSuppliers(filters: SupplierFilters): Promise<void> {
  const workbook = await apiBlob(supplierManageApi.export, filters, opts);
  saveBlob(workbook, `供应商名单_${shanghaiDateKey(Date.now()).replaceAll('-', '')}.xlsx`);
}

/** The bytes of a company's document for the preview, fetched with the staff token (no plain link can send it). */
export const fetchSupplierFile = (id: string) => apiBlob(supplierManageApi.file, { id }, opts);
