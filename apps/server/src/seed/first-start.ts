import { ALL_PERMISSIONS } from '@swp/core';
import { type AppConfig, ConfigError } from '../config.ts';
import type { Db } from '../db/client.ts';
import { roles, staffUserRoles, staffUsers } from '../db/schema/index.ts';
import type { Clock } from '../lib/clock.ts';
import { hashPassword } from '../lib/crypto.ts';
import { audit } from '../platform/audit/audit.service.ts';
import { createStorage } from '../plugins/storage.ts';
import { demoAccountsText, seedDemoData } from './demo.ts';
import { isEmptyDatabase, lockFirstStart } from './empty-database.ts';

export const FIRST_ADMIN_ACCOUNT = 'admin';

/**
 * Production's first start: the administrator `admin` with every permission, whose password is
 * ADMIN_INITIAL_PASSWORD and must be changed at first sign-in. Without the variable an empty database cannot be
 * administered, so the server refuses to start. True when it created the account.
 */
export async function seedFirstAdmin(db: Db, clock: Clock, initialPassword: string | undefined): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockFirstStart(tx);
    if (!(await isEmptyDatabase(tx))) return false;
    if (!initialPassword) {
      throw new ConfigError(
        `数据库中还没有任何管理员：请设置 ADMIN_INITIAL_PASSWORD（首个管理员 ${FIRST_ADMIN_ACCOUNT} 的初始密码，8–32 位，须同时包含字母和数字，首次登录后须修改）`,
      );
    }
    const [role] = await tx
      .insert(roles)
      .values({ name: '系统管理员', description: '全部权限', perms: [...ALL_PERMISSIONS] })
      .returning();
    const [admin] = await tx
      .insert(staffUsers)
      .values({
        username: FIRST_ADMIN_ACCOUNT,
        name: '系统管理员',
        // No mobile is known yet: SMS sign-in for this account starts once one is entered.
        mobile: '',
        passwordHash: await hashPassword(initialPassword),
        mustChangePassword: true,
      })
      .returning();
    await tx.insert(staffUserRoles).values({ userId: admin!.id, roleId: role!.id });
    await audit(tx, clock, {
      actor: { role: 'anonymous', name: '系统初始化' },
      action: 'system.firstAdmin',
      target: { type: 'staff', id: admin!.id },
      detail: { account: FIRST_ADMIN_ACCOUNT },
      ip: '',
    });
    return true;
  });
}

/**
 * What a first start writes, by mode, and the line to print about it. Only demo mode prints passwords (the
 * published demo ones); production never does.
 */
export async function seedFirstStart(config: AppConfig, db: Db, clock: Clock): Promise<string | undefined> {
  if (config.mode === 'production') {
    const created = await seedFirstAdmin(db, clock, config.adminInitialPassword);
    return created
      ? `已创建首个管理员 ${FIRST_ADMIN_ACCOUNT}（密码为 ADMIN_INITIAL_PASSWORD 的值，首次登录后须修改）`
      : undefined;
  }
  const storage = await createStorage(config);
  try {
    if (!(await seedDemoData(db, { storage, now: clock.now(), config }))) return undefined;
  } finally {
    await storage.close();
  }
  return config.mode === 'demo' ? demoAccountsText() : '已写入演示数据（账号见 README）';
}
