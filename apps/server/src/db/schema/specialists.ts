import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/**
 * The expert pool (专家库). Every expert can be drawn; those with an account also sign in to /specialist.
 * Blacklisting is not a column: an expert is blacklisted by a ban in force in blacklist_entries (suppliers.ts).
 *
 * A deleted expert who was ever invited is archived (archived_at set) instead of removed: the committees and
 * evaluation records keep their name, while lists, reads, writes, sign-in and draws no longer see the row. The
 * mobile, ID number and account are unique among the experts not archived, so the same person can be added again.
 */
export const specialists = pgTable(
  'specialists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['male', 'female'] }),
    mobile: text('mobile').notNull(),
    /** 身份证号: shown masked in lists and exports unless the viewer may see it. */
    idNumber: text('id_number'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** 职称, e.g. 高级工程师 */
    title: text('title').notNull().default(''),
    /** 工作单位: matched against 回避单位 */
    employer: text('employer').notNull().default(''),
    /** 所在地区 */
    region: text('region').notNull().default(''),
    /** technical 技术类 / economic 经济类 / other */
    category: text('category', { enum: ['technical', 'economic', 'other'] })
      .notNull()
      .default('technical'),
    /** 外部招募 experts are drawn by the external recruitment extraction. */
    external: boolean('external').notNull().default(false),
    status: text('status', { enum: ['normal', 'frozen'] })
      .notNull()
      .default('normal'),
    /** docs/product.md deptName: the expert's department or specialty group, shown in the specialist area. */
    deptName: text('dept_name').notNull().default(''),
    account: text('account'),
    passwordHash: text('password_hash'),
    /** Set with an initial or reset password sent by SMS: the expert must choose their own at next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Set when a deleted expert is kept for the records of the committees they were drawn for. */
    archivedAt: ts('archived_at'),
  },
  // The index names are the former constraints' names: a duplicate is still told by name (specialist-duplicates.ts).
  (t) => [
    uniqueIndex('specialists_mobile_unique').on(t.mobile).where(sql`${t.archivedAt} is null`),
    uniqueIndex('specialists_id_number_unique').on(t.idNumber).where(sql`${t.archivedAt} is null`),
    uniqueIndex('specialists_account_unique').on(t.account).where(sql`${t.archivedAt} is null`),
  ],
);

/** 专业类别: a manageable tree. */
export const specialties = pgTable('specialties', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => specialties.id),
  sort: integer('sort').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const specialistSpecialties = pgTable(
  'specialist_specialties',
  {
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'cascade' }),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
  },
  (t) => [primaryKey({ columns: [t.specialistId, t.specialtyId] })],
);
