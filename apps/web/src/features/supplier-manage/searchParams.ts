import { SUPPLIER_STATUSES } from '@swp/core/supplier/labels';
import { param, readPage, writeListQuery } from '../../shared/list-query.ts';
import type { SupplierFilters, SupplierListQuery } from './api.ts';

/** The 供应商管理 filters and page in the URL (shared/list-query.ts). */
export const readSupplierQuery = (params: URLSearchParams): SupplierListQuery => ({
  status: param.oneOf(SUPPLIER_STATUSES, params.get('status')),
  keyword: param.text(params.get('keyword')),
  registeredFrom: param.day(params.get('registeredFrom')),
  registeredTo: param.day(params.get('registeredTo')),
  ...readPage(params),
});

export const writeSupplierQuery = (query: SupplierFilters & { page?: number; pageSize?: number }) =>
  writeListQuery(query);

/** The filters alone (for the search form and the export). */
export const filtersOf = ({ page: _page, pageSize: _size, ...filters }: SupplierListQuery): SupplierFilters => filters;
