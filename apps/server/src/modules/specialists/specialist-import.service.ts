import type { ImportProblem, ImportResult } from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { listSpecialties } from '../specialties/specialties.repo.ts';
import { importFieldLabel } from './excel-columns.ts';
import { validateImportRows } from './import-rows.ts';
import { readImportSheet, type SheetRow } from './import-sheet.ts';
import { duplicateSpecialistMessage } from './specialist-duplicates.ts';
import { addSpecialties, insertSpecialists, takenMobilesAndIdNumbers } from './specialists.repo.ts';

const byRow = (a: ImportProblem, b: ImportProblem) => a.row - b.row;

/**
 * Excel import, all or nothing: every row is checked (schema, specialties, duplicates in the file and against
 * the pool) before anything is written; if any row has a problem nothing is imported and the report lists them
 * all. The writes are one transaction, so a failure half-way leaves the pool as it was.
 */
export async function importSpecialists(
  deps: Deps,
  principal: Principal,
  file: { data: Buffer; fileName: string },
  meta: RequestMeta,
): Promise<ImportResult> {
  const sheetRows = await readImportSheet(file.data);
  try {
    return await writeIfAllValid(deps, principal, sheetRows, file.fileName, meta);
  } catch (error) {
    // A pool change that slipped in between the duplicate check and the insert (someone saving the same mobile)
    // is refused by the unique index; the transaction has rolled everything back.
    const duplicate = duplicateSpecialistMessage(error);
    if (!duplicate) throw error;
    return {
      imported: 0,
      errors: [{ row: 0, field: '', message: `${duplicate}（导入期间刚被他人录入），请重新导入` }],
    };
  }
}

async function writeIfAllValid(
  deps: Deps,
  principal: Principal,
  sheetRows: SheetRow[],
  fileName: string,
  meta: RequestMeta,
): Promise<ImportResult> {
  return deps.db.transaction(async (tx) => {
    const { valid, problems } = validateImportRows(sheetRows, await listSpecialties(tx));
    const taken = await takenMobilesAndIdNumbers(
      tx,
      valid.map((v) => v.input.mobile),
      valid.flatMap((v) => (v.input.idNumber ? [v.input.idNumber] : [])),
    );
    for (const { row, input } of valid) {
      if (taken.mobiles.has(input.mobile))
        problems.push({ row, field: importFieldLabel('mobile'), message: '手机号已存在' });
      if (input.idNumber && taken.idNumbers.has(input.idNumber)) {
        problems.push({ row, field: importFieldLabel('idNumber'), message: '身份证号已存在' });
      }
    }
    if (problems.length > 0) return { imported: 0, errors: problems.sort(byRow) };

    const now = deps.clock.now();
    const inserted = await insertSpecialists(
      tx,
      valid.map(({ input: { specialtyIds: _, ...fields } }) => ({ ...fields, createdAt: now, updatedAt: now })),
    );
    const idOfMobile = new Map(inserted.map((r) => [r.mobile, r.id]));
    await addSpecialties(
      tx,
      valid.flatMap((v) =>
        v.input.specialtyIds.map((specialtyId) => ({ specialistId: idOfMobile.get(v.input.mobile)!, specialtyId })),
      ),
    );
    const ids = inserted.map((r) => r.id);
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'specialist.import',
      target: { type: 'specialist' },
      detail: { fileName, count: ids.length, ids },
      ip: meta.ip,
    });
    return { imported: ids.length, errors: [] };
  });
}
