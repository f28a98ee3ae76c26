import { TIME_DERIVED_STATES } from '@swp/core';
import { type SQL, sql } from 'drizzle-orm';
import { projects } from '../../db/schema/index.ts';

/**
 * Core's project status rules as SQL expressions, built from the same table (TIME_DERIVED_STATES), so the project
 * list, its status filter and 统计分析 read a project's status exactly as effectiveState / shownStatus do
 * (project-list.test.ts and seed/demo-story.test.ts compare them).
 */

/**
 * What a read needs for the project's state as of now (core effectiveState / shownStatus): the stored state, the
 * pause flag and the dates that move it, with the opening time the pages show beside them.
 */
export const projectStateColumns = {
  status: projects.status,
  paused: projects.paused,
  enrollTime: projects.enrollTime,
  enrollEndTime: projects.enrollEndTime,
  closeFileupTime: projects.closeFileupTime,
  openTime: projects.openTime,
} as const;

const DEADLINE_COLUMNS = {
  enrollTime: projects.enrollTime,
  enrollEndTime: projects.enrollEndTime,
  closeFileupTime: projects.closeFileupTime,
} as const;

const list = (states: readonly string[]) =>
  sql.join(
    states.map((s) => sql`${s}`),
    sql`, `,
  );

/** The effective state (core effectiveState) as of `now`; paused projects keep their stored state. */
export const effectiveStatusSql = (now: Date): SQL<string> => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const whens = TIME_DERIVED_STATES.map((rule) => {
    const column = DEADLINE_COLUMNS[rule.deadline];
    const compare = rule.reached ? sql`${column} <= ${at}` : sql`${column} > ${at}`;
    return sql`when ${projects.status} in (${list(rule.stored)}) and not ${projects.paused}
    and ${column} is not null and ${compare} then ${rule.state}`;
  });
  return sql<string>`case ${sql.join(whens, sql` `)} else ${projects.status} end`;
};

/** The status the list shows (core shownStatus): 'paused' while paused, else the effective state. */
export const shownStatusSql = (now: Date): SQL<string> =>
  sql<string>`case when ${projects.paused} then 'paused' else ${effectiveStatusSql(now)} end`;
