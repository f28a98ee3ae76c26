import { ALL_PERMISSIONS, staffAuthApi } from '@swp/core';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  auditLogs,
  roles,
  sessions,
  staffMobileChanges,
  staffUserRoles,
  staffUsers,
} from '../../src/db/schema/index.ts';
import type { ApiClient } from '../client.ts';
import { createStaff } from '../factories.ts';

/**
 * An account manager of its own (so a test that disables or re-roles it disturbs no other), signed in: by default
 * an administrator holding every permission; with `perms`, one holding those only (an attacker: 账号管理 alone).
 */
export async function signedInUserAdmin(db: Db, api: ApiClient, perms: string[] = [...ALL_PERMISSIONS]) {
  const user = await createStaff(db, { perms });
  return { ...user, token: await api.staffToken(user.username, user.password) };
}

/** The SMS texts sent to a mobile (test mode's outbox). */
export const outbox = async (api: ApiClient, mobile: string) =>
  (await api.get<{ content: string }[]>(`/api/test/sms?mobile=${mobile}`)).body.data!.map((m) => m.content);

export const passwordIn = (sms: string) => sms.match(/(?:初始密码|新密码)：([A-Za-z0-9]+)/)![1]!;

/** Whether a token still works: any staff call that needs only a session. */
export const tokenWorks = async (api: ApiClient, token: string) =>
  (await api.call(staffAuthApi.userInfo, undefined, { token })).status === 200;

/** Everything account management may touch, to show a refusal changed nothing. */
export async function accountState(db: Db) {
  const users = await db.select().from(staffUsers).orderBy(staffUsers.id);
  const links = await db.select().from(staffUserRoles).orderBy(staffUserRoles.userId, staffUserRoles.roleId);
  const roleRows = await db.select().from(roles).orderBy(roles.id);
  const [audits] = await db.select({ n: count() }).from(auditLogs);
  const [revoked] = await db.select({ n: count(sessions.revokedAt) }).from(sessions);
  const mobileChanges = await db.select().from(staffMobileChanges).orderBy(staffMobileChanges.id);
  return { users, links, roleRows, audits: audits!.n, revoked: revoked!.n, mobileChanges };
}

export const enabledOf = async (db: Db, id: number) =>
  (await db.select({ e: staffUsers.enabled }).from(staffUsers).where(eq(staffUsers.id, id)))[0]!.e;

/** The permissions a token's user holds now, as the server answers them (getAuth). */
export const permsOfToken = async (api: ApiClient, token: string) =>
  (await api.call(staffAuthApi.getAuth, undefined, { token })).body.data!.perms;
