import { type SpecialistFilter, shanghaiDateKey, specialtyPath } from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { listSpecialties } from '../specialties/specialties.repo.ts';
import { buildImportTemplate } from './import-template.ts';
import { buildExportWorkbook } from './specialist-export.ts';
import { specialistsForExport } from './specialist-query.service.ts';

/** The Beijing day as YYYYMMDD, for file names (the utility works in Beijing time). */
const chinaDate = (now: Date) => shanghaiDateKey(now.getTime()).replaceAll('-', '');

export async function importTemplate(deps: Deps): Promise<Buffer> {
  const rows = await listSpecialties(deps.db);
  return buildImportTemplate(rows.map((r) => specialtyPath(rows, r.id)).sort((a, b) => a.localeCompare(b, 'zh-CN')));
}

/**
 * The filtered pool as a workbook. ID numbers are masked and invitations counted as in the list (confidential
 * committees left out for this viewer); the export of personal data is written
 * to the audit log (who, which filters, how many), though it changes nothing.
 */
export async function exportSpecialists(deps: Deps, principal: Principal, filter: SpecialistFilter, meta: RequestMeta) {
  const experts = await specialistsForExport(deps, principal, filter);
  const data = await buildExportWorkbook(experts);
  await audit(deps.db, deps.clock, {
    actor: actorOf(principal),
    action: 'specialist.export',
    target: { type: 'specialist' },
    detail: { filter, count: experts.length },
    ip: meta.ip,
  });
  const day = chinaDate(deps.clock.now());
  return { data, fileName: `专家库_${day}.xlsx`, asciiName: `specialists_${day}.xlsx` };
}
