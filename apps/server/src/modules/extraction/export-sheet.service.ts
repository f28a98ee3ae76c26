import { formatDateTimeCn } from '@swp/core';
import type { Deps } from '../../deps.ts';
import { loadExcelJS } from '../../lib/lazy-modules.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { openExtraction } from './committee.service.ts';
import { presentCommittee, storedRequest } from './committee-view.ts';
import { findExpertContacts, findSpecialtyNames } from './expert-pool.repo.ts';
import { type ExtractionKind, listDraws } from './extraction.repo.ts';
import { listInvitations } from './invitation.repo.ts';
import { describeRequest } from './request-description.ts';

/**
 * The printable 专家抽取记录表 (xlsx): what was asked, how many experts qualified, who was drawn and how each
 * answered, the replacements, and lines for the signatures of the operator and the supervisor. Subject to the
 * same confidentiality as the committee list.
 */

const COLUMNS = [
  { header: '序号', width: 6 },
  { header: '姓名', width: 12 },
  { header: '工作单位', width: 30 },
  { header: '类别', width: 10 },
  { header: '席位', width: 10 },
  { header: '状态', width: 28 },
];
const LAST_COLUMN = 'F';

export async function buildExtractionSheet(
  deps: Deps,
  principal: Principal,
  kind: ExtractionKind,
  extractionId: number,
) {
  const now = deps.clock.now();
  const extraction = await openExtraction(deps.db, principal, kind, { id: extractionId }, now);
  const request = storedRequest(extraction.request);
  const avoidedIds = request.avoidExperts.map((a) => a.expertId);
  const [rows, draws, specialtyNames, avoided] = await Promise.all([
    listInvitations(deps.db, extraction.id),
    listDraws(deps.db, extraction.id),
    findSpecialtyNames(deps.db, [...request.includeSpecialties, ...request.excludeSpecialties]),
    findExpertContacts(deps.db, avoidedIds),
  ]);
  const committee = presentCommittee(rows, request, now);
  const nameOf = new Map(rows.map((r) => [r.id, r.specialistName]));
  const initial = draws.find((d) => d.kind === 'initial');

  const workbook = new (await loadExcelJS()).Workbook();
  const sheet = workbook.addWorksheet('专家抽取记录');
  sheet.columns = COLUMNS.map((c) => ({ width: c.width }));
  const line = (text: string, opts: { bold?: boolean; size?: number; center?: boolean } = {}) => {
    const row = sheet.addRow([text]);
    sheet.mergeCells(`A${row.number}:${LAST_COLUMN}${row.number}`);
    row.getCell(1).font = { bold: opts.bold, size: opts.size };
    row.getCell(1).alignment = { wrapText: true, vertical: 'middle', horizontal: opts.center ? 'center' : 'left' };
    return row;
  };

  line(kind === 'project' ? '评标专家抽取记录表' : '外部招募专家抽取记录表', { bold: true, size: 16, center: true });
  if (kind === 'project') {
    line(`项目名称：${extraction.projectName ?? ''}（${extraction.projectCode ?? ''}）`);
    const openTime = extraction.openTime ? formatDateTimeCn(extraction.openTime.getTime()) : '未定';
    line(`开标时间：${openTime}；开标地点：${extraction.address || '未定'}`);
  } else {
    line(`任务名称：${extraction.taskName ?? ''}`);
    if (extraction.taskDescription) line(`任务说明：${extraction.taskDescription}`);
  }
  line(`抽取时间：${formatDateTimeCn((initial?.drawnAt ?? extraction.createdAt).getTime())}`);
  line(`抽取人：${initial?.drawnByName ?? extraction.createdByName}`);
  line('抽取条件：', { bold: true });
  const names = { specialtyNames, expertNames: new Map([...avoided].map(([id, c]) => [id, c.name])) };
  for (const text of describeRequest(request, names)) line(`  ${text}`);
  line(`符合条件的专家人数：${initial?.eligibleCount ?? 0}人（抽取方式：计算机随机抽取）`);
  sheet.addRow([]);

  const header = sheet.addRow(COLUMNS.map((c) => c.header));
  header.font = { bold: true };
  committee.invitations.forEach((inv, i) => {
    const status = inv.remark ? `${inv.statusLabel}（${inv.remark}）` : inv.statusLabel;
    sheet.addRow([i + 1, inv.specialistName, inv.employer, inv.categoryLabel, inv.seatLabel, status]);
  });
  for (let r = header.number; r <= sheet.rowCount; r++) {
    sheet.getRow(r).eachCell({ includeEmpty: true }, (cell) => {
      cell.border = {
        top: { style: 'thin' },
        left: { style: 'thin' },
        bottom: { style: 'thin' },
        right: { style: 'thin' },
      };
      cell.alignment = { wrapText: true, vertical: 'middle' };
    });
  }

  const replacements = draws.filter((d) => d.kind === 'replacement');
  if (replacements.length > 0) {
    sheet.addRow([]);
    line('补抽记录：', { bold: true });
    for (const d of replacements) {
      const r = d.result as { invitationId?: number; replacesInvitationId?: number; source?: string };
      const source = r.source === 'backup' ? '备选专家递补' : '专家库随机补抽';
      const who = nameOf.get(r.invitationId ?? 0) ?? '';
      const replaced = nameOf.get(r.replacesInvitationId ?? 0) ?? '';
      line(`  ${formatDateTimeCn(d.drawnAt.getTime())} ${d.drawnByName}：${who} 替补 ${replaced}（${source}）`);
    }
  }

  sheet.addRow([]);
  line(
    `评审专家${committee.seats.wanted}人，已确认${committee.seats.confirmed}人。打印时间：${formatDateTimeCn(now.getTime())}`,
  );
  sheet.addRow([]);
  line('抽取人（签字）：________________    监督人（签字）：________________    日期：____年____月____日');

  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  const label = kind === 'project' ? (extraction.projectCode ?? String(extraction.id)) : `任务${extraction.id}`;
  return { fileName: `专家抽取记录-${label}.xlsx`, content };
}
