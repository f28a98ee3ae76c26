import { shanghaiDateKey, type supplierExportQuery } from '@swp/core';
import type { z } from 'zod';
import type { Deps, RequestMeta } from '../../deps.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { buildSupplierWorkbook } from './supplier-export.ts';
import { suppliersForExport } from './supplier-query.service.ts';

/**
 * GET /api/supplerManage/export: the filtered list as a workbook. Company data leaving the system is written to
 * the audit log (who, which filters, how many), though it changes nothing.
 */
export async function exportSuppliers(
  deps: Deps,
  principal: Principal,
  filter: z.output<typeof supplierExportQuery>,
  meta: RequestMeta,
) {
  const rows = await suppliersForExport(deps, filter);
  const data = await buildSupplierWorkbook(rows);
  await audit(deps.db, deps.clock, {
    actor: actorOf(principal),
    action: 'supplier.export',
    target: { type: 'supplier' },
    detail: { filter, count: rows.length },
    ip: meta.ip,
  });
  const day = shanghaiDateKey(deps.clock.now().getTime()).replaceAll('-', '');
  return { data, fileName: `供应商名单_${day}.xlsx`, asciiName: `suppliers_${day}.xlsx` };
}
