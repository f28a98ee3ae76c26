/**
 * Rows → the 在线评标 answers (pure): the phase, a member's sheet, the committee with votes, sheet statuses and
 * signatures, the chair. Every read of the module goes through these, so the expert's page, the chair's view and
 * the staff 评标 tab say the same thing about the same row.
 */
import type { CommitteeMember, DetailedSheet, EvalPhase, EvalStep, PreliminarySheet, SheetStatus } from '@swp/core';
import { isoOrNull } from '../projects/project-view.ts';
import type { BidIds } from './bid-ids.ts';
import type { CommitteeRow, EvaluationRow, SignatureRow } from './committee.repo.ts';
import { detailedEntriesAnswer, preliminaryEntriesAnswer } from './evaluation-stored.ts';
import type { SheetRow } from './sheets.repo.ts';

/** Where the committee is: before 开标, in one of the two steps, or done (the report is made). */
export function phaseOf(
  opened: boolean,
  evaluation: Pick<EvaluationRow, 'preliminaryDoneAt' | 'submittedAt'> | undefined,
): EvalPhase {
  if (!opened) return 'waiting';
  if (evaluation?.submittedAt) return 'finished';
  return evaluation?.preliminaryDoneAt ? 'detailed' : 'preliminary';
}

/** The step the members are working on (the last one once finished). */
export const currentStep = (phase: EvalPhase): EvalStep | null =>
  phase === 'waiting' ? null : phase === 'preliminary' ? 'preliminary' : 'detailed';

export const sheetStatus = (row: Pick<SheetRow, 'status'> | undefined): SheetStatus => row?.status ?? 'none';

const sheetFields = (row: SheetRow) => ({
  status: row.status,
  returnReason: row.returnReason,
  submittedAt: isoOrNull(row.submittedAt),
  updatedAt: isoOrNull(row.updatedAt),
});

export function preliminarySheetOf(row: SheetRow | undefined, ids: BidIds): PreliminarySheet | null {
  if (!row) return null;
  return { step: 'preliminary', ...sheetFields(row), entries: preliminaryEntriesAnswer(row.entries, ids) };
}

export function detailedSheetOf(row: SheetRow | undefined, ids: BidIds): DetailedSheet | null {
  if (!row) return null;
  return { step: 'detailed', ...sheetFields(row), entries: detailedEntriesAnswer(row.entries, ids) };
}

/** A member's sheet of a step among the project's sheets. */
export const sheetOf = (sheets: readonly SheetRow[], specialistId: number, step: EvalStep) =>
  sheets.find((s) => s.specialistId === specialistId && s.step === step);

export interface CommitteeFacts {
  committee: readonly CommitteeRow[];
  evaluation: EvaluationRow | undefined;
  votes: readonly { voterId: number; candidateId: number }[];
  sheets: readonly SheetRow[];
  signatures: readonly SignatureRow[];
}

export function committeeOf(facts: CommitteeFacts): CommitteeMember[] {
  const chairId = facts.evaluation?.chairSpecialistId ?? null;
  return facts.committee.map((m) => ({
    specialistId: m.specialistId,
    name: m.name,
    isChair: m.specialistId === chairId,
    votes: facts.votes.filter((v) => v.candidateId === m.specialistId).length,
    preliminary: sheetStatus(sheetOf(facts.sheets, m.specialistId, 'preliminary')),
    detailed: sheetStatus(sheetOf(facts.sheets, m.specialistId, 'detailed')),
    signedAt: isoOrNull(facts.signatures.find((s) => s.specialistId === m.specialistId)?.signedAt ?? null),
  }));
}

/** The chair with its name (from the committee, else the name kept in the report) and how it was chosen. */
export function chairOf(committee: readonly CommitteeRow[], evaluation: EvaluationRow | undefined) {
  const id = evaluation?.chairSpecialistId;
  if (id == null) return null;
  const name = committee.find((m) => m.specialistId === id)?.name ?? '';
  return { specialistId: id, name, chosenBy: evaluation?.chairChosenBy ?? 'election' };
}
