/**
 * The reads of 报名: 我的项目 (the company's own enrolments), 报名审查 (a project's enrolments with each company's
 * data and documents, read through the suppliers module's readers) and the preview of one of those documents.
 */
import type { Readable } from 'node:stream';
import {
  type EnrolmentRow,
  effectiveState,
  type enrolFileInput,
  type enrolMineInput,
  type MyEnrolment,
  type Page,
  projectStatusLabel,
} from '@swp/core';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { FileRow } from '../../platform/files/files.repo.ts';
import { openStoredFile } from '../../platform/files/files.service.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { beijingToday } from '../blacklist/blacklist-standing.ts';
import { isoOrNull, lifecycleOf } from '../projects/project-view.ts';
import { requireProject } from '../projects/require-project.ts';
import { listCurrentDocuments } from '../suppliers/supplier-documents.repo.ts';
import { companyView } from '../suppliers/supplier-view.ts';
import { findSupplierById } from '../suppliers/suppliers.repo.ts';
import { enrolmentStatusOf } from './enrolment-availability.service.ts';
import {
  countOwnEnrolments,
  findEnrolledCompanyDocument,
  findOwnEnrolmentPage,
  listProjectEnrolments,
} from './enrolments.repo.ts';

const withReason = (reason: string) => (reason === '' ? {} : { reason });

/**
 * The 结果 column: decided by the 中标公告 (stored 'awarded' with its winner). A company that did not bid neither
 * won nor lost (—); one that did and is not the winner lost (its 结果通知书 says so).
 */
function outcomeOf(
  status: string,
  winnerSupplierId: number | null,
  supplierId: number,
  hasBid: boolean,
): MyEnrolment['outcome'] {
  if (status !== 'awarded' || winnerSupplierId === null) return null;
  if (winnerSupplierId === supplierId) return 'won';
  return hasBid ? 'lost' : null;
}

/**
 * `POST /api/enroll/mine`: newest first, with the project's effective state as of the server clock; with a
 * projectId only that project's (an unknown or foreign project is simply an empty page: nothing of it is told).
 */
export async function myEnrolments(
  deps: Deps,
  supplierId: number,
  input: z.output<typeof enrolMineInput>,
): Promise<Page<MyEnrolment>> {
  const { page, pageSize, projectId, keyword } = input;
  const filter = { supplierId, projectId, keyword };
  const [total, rows] = await Promise.all([
    countOwnEnrolments(deps.db, filter),
    findOwnEnrolmentPage(deps.db, filter, pageSize, (page - 1) * pageSize),
  ]);
  const now = deps.clock.now();
  const list = rows.map(({ enrolment: e, project: p, sectionName, hasBid, opened }): MyEnrolment => {
    const lifecycle = lifecycleOf(p);
    return {
      id: e.id,
      projectId: e.projectId,
      status: enrolmentStatusOf(e.status),
      ...withReason(e.reason),
      sectionId: e.sectionId,
      sectionName,
      projectCode: p.projectCode,
      projectName: p.projectName,
      purchaseName: p.purchaseName,
      projectState: effectiveState(lifecycle, now),
      projectStateLabel: projectStatusLabel(lifecycle, now),
      enrollEndTime: isoOrNull(p.enrollEndTime),
      closeFileupTime: isoOrNull(p.closeFileupTime),
      openTime: isoOrNull(p.openTime),
      encryptMode: p.encryptMode,
      enrolledAt: e.createdAt.toISOString(),
      hasBid: Boolean(hasBid),
      opened: Boolean(opened),
      outcome: outcomeOf(p.status, p.winnerSupplierId, supplierId, Boolean(hasBid)),
    };
  });
  return { list, total, page, pageSize };
}

/** `POST /api/enroll/list`: every enrolment of the project, in the order made, with the company for 报名审查. */
export async function projectEnrolments(
  deps: Deps,
  projectId: number,
): Promise<{ list: EnrolmentRow[]; total: number }> {
  await requireProject(deps.db, projectId);
  const rows = await listProjectEnrolments(deps.db, projectId);
  const today = beijingToday(deps.clock);
  const list = await Promise.all(
    rows.map(async ({ enrolment: e, sectionName, reviewedByName }): Promise<EnrolmentRow> => {
      const [company, documents] = await Promise.all([
        findSupplierById(deps.db, e.supplierId),
        listCurrentDocuments(deps.db, e.supplierId),
      ]);
      // The foreign key keeps the company; its absence would be a bug to surface, not a row to skip.
      if (!company) throw new Error(`enrolment ${e.id} names a missing supplier ${e.supplierId}`);
      const view = companyView(company, documents, [], today);
      return {
        id: e.id,
        supplierId: e.supplierId,
        companyName: view.companyName,
        status: enrolmentStatusOf(e.status),
        ...withReason(e.reason),
        sectionId: e.sectionId,
        sectionName,
        creditCode: view.creditCode,
        legalPerson: view.legalPerson,
        contactName: view.contactName,
        mobile: view.mobile,
        enrolledAt: e.createdAt.toISOString(),
        reviewedAt: isoOrNull(e.reviewedAt),
        reviewedByName,
        licences: view.licences,
        qualifications: view.qualifications,
      };
    }),
  );
  return { list, total: list.length };
}

/** `GET /api/enroll/file`: a document in force of the enrolled company; anything else is 文件不存在. */
export async function openEnrolledCompanyDocument(
  deps: Deps,
  storage: FileStorage,
  input: z.output<typeof enrolFileInput>,
): Promise<{ file: FileRow; stream: Readable }> {
  const file = await findEnrolledCompanyDocument(deps.db, input.enrolmentId, input.fileId);
  if (!file) throw notFound('文件不存在');
  return { file, stream: await openStoredFile(storage, file) };
}
