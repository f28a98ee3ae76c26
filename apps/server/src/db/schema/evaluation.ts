import { index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { projectIdColumn, projects } from './projects.ts';
import { specialists } from './specialists.ts';
import { staffUsers } from './staff.ts';

/**
 * 在线评标 of one project (docs/rules.md), created when the first committee member opens it after 开标. The committee is
 * the project's confirmed experts (extraction invitations). The chair is elected by the members' votes or named by
 * staff. `preliminaryDoneAt` closes 初步评审 (the chair, once every member submitted it); `submittedAt` is the
 * chair's final submission, when the report (numbered, its figures frozen in `report`) is made and the project
 * moves to 评标完成.
 */
export const evaluations = pgTable('evaluations', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id),
  chairSpecialistId: integer('chair_specialist_id').references(() => specialists.id),
  /** 'election' (the members' votes) or 'staff' (named on the 评标 tab). */
  chairChosenBy: text('chair_chosen_by', { enum: ['election', 'staff'] }),
  chairNamedByStaffId: integer('chair_named_by_staff_id').references(() => staffUsers.id),
  /** The preliminary outcome per bidder, frozen when 初步评审 closes (core evaluation/arithmetic preliminaryOutcome). */
  preliminary: jsonb('preliminary'),
  preliminaryDoneAt: ts('preliminary_done_at'),
  submittedAt: ts('submitted_at'),
  /** 评标报告 number, e.g. PB-2026-0001, unique. */
  reportNo: text('report_no').unique(),
  /** The report's figures as computed at submission (core computeEvaluation + names), never recomputed. */
  report: jsonb('report'),
  /**
   * 竞争性谈判 without a round: the chair's recorded reason for holding none, when and by whom. The result
   * needs a closed round or this reason (core negotiationRefusal).
   */
  negotiationWaiver: text('negotiation_waiver'),
  negotiationWaivedAt: ts('negotiation_waived_at'),
  negotiationWaivedBy: integer('negotiation_waived_by').references(() => specialists.id),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** One member's vote for the chair; a member votes once per project and may change the vote until a chair exists. */
export const chairVotes = pgTable(
  'evaluation_chair_votes',
  {
    projectId: projectIdColumn(),
    voterId: integer('voter_id')
      .notNull()
      .references(() => specialists.id),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => specialists.id),
    votedAt: ts('voted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.voterId] })],
);

/**
 * One member's sheet for one step: 'preliminary' (pass/fail per bidder per item, a reason for each fail) or
 * 'detailed' (a score per bidder per scored item, a comment below 60% of the max). `entries` is the whole sheet as
 * the member last saved it (core evaluation schema), so 暂存 is one row write and a refreshed page loses nothing.
 * 'submitted' locks it; the chair's return sets 'returned' with a reason and unlocks it.
 */
export const evaluationSheets = pgTable(
  'evaluation_sheets',
  {
    id: serial('id').primaryKey(),
    projectId: projectIdColumn(),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id),
    step: text('step', { enum: ['preliminary', 'detailed'] }).notNull(),
    status: text('status', { enum: ['draft', 'submitted', 'returned'] })
      .notNull()
      .default('draft'),
    entries: jsonb('entries').notNull().default([]),
    returnReason: text('return_reason'),
    returnedAt: ts('returned_at'),
    submittedAt: ts('submitted_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluation_sheets_once_idx').on(t.projectId, t.specialistId, t.step),
    index('evaluation_sheets_project_idx').on(t.projectId),
  ],
);

/** 签名确认 of the report by one member (by SMS code), with any dissent in writing. */
export const evaluationSignatures = pgTable(
  'evaluation_signatures',
  {
    projectId: projectIdColumn(),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id),
    dissent: text('dissent').notNull().default(''),
    signedAt: ts('signed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.specialistId] })],
);

/**
 * 竞争性谈判 (docs/rules.md): a round of negotiation opened by staff during evaluation; each bidder still in the running
 * may submit one revised quote (最后报价) through the platform until `deadline`. The final ranking reads each
 * bidder's latest quote.
 */
export const negotiationRounds = pgTable(
  'negotiation_rounds',
  {
    id: serial('id').primaryKey(),
    projectId: projectIdColumn(),
    round: integer('round').notNull(),
    /** What was negotiated, told to the bidders. */
    note: text('note').notNull().default(''),
    deadline: ts('deadline').notNull(),
    openedBy: integer('opened_by').references(() => staffUsers.id),
    /** A round opened by the committee's chair instead of staff. */
    openedBySpecialist: integer('opened_by_specialist').references(() => specialists.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('negotiation_rounds_once_idx').on(t.projectId, t.round)],
);

/** One bidder's revised quote in one round (a re-submission before the deadline replaces it). */
export const negotiationOffers = pgTable(
  'negotiation_offers',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => negotiationRounds.id),
    bidId: integer('bid_id').notNull(),
    offer: numeric('offer', { precision: 18, scale: 2 }).notNull(),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.bidId] })],
);
