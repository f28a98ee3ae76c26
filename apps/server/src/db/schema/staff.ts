import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { departments } from './departments.ts';

/** Procurement staff who sign in to /manage. */
export const staffUsers = pgTable('staff_users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  name: text('name').notNull(),
  mobile: text('mobile').notNull().unique(),
  deptId: integer('dept_id').references(() => departments.id),
  passwordHash: text('password_hash').notNull(),
  /** csflg: the password was set by someone else (initial or reset) and must be changed at next login. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A role carries permission names of the product's catalogue; users get permissions only through roles. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  perms: text('perms').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staffUserRoles = pgTable(
  'staff_user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/**
 * Every change of a staff account's mobile, kept so that a password reset within 24 hours of a change goes to the
 * mobile on file before it: whoever changed the mobile to their own cannot take the account over that way.
 */
export const staffMobileChanges = pgTable(
  'staff_mobile_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    previousMobile: text('previous_mobile').notNull(),
    newMobile: text('new_mobile').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    changedBy: integer('changed_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (t) => [index('staff_mobile_changes_user_idx').on(t.userId, t.changedAt)],
);
