import type { TreeRow } from '@swp/core';
import { and, asc, count, eq, isNull, max, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';

/** A tree node as the shared tree service handles it. */
export interface NamedTreeRow extends TreeRow {
  name: string;
}

/** The columns every tree table has (departments, specialties): the module's repo hands its table in. */
export type TreeTable = PgTable & {
  id: PgColumn;
  name: PgColumn;
  parentId: PgColumn;
  sort: PgColumn;
  createdAt: PgColumn;
};

/**
 * The queries of one tree table. Written once for every tree: the tables are passed in by their module's repo,
 * so this file itself imports no table.
 */
export function treeRepo(table: TreeTable, lockKey: number) {
  const columns = { id: table.id, name: table.name, parentId: table.parentId, sort: table.sort };
  const sameParent = (parentId: number | null): SQL =>
    parentId === null ? isNull(table.parentId) : eq(table.parentId, parentId);

  return {
    /**
     * Serialises every write to this tree: the sibling-name check and the "not under its own descendant" check
     * hold only if no other write runs between check and change (two crossing moves could otherwise build a cycle
     * that neither transaction saw). Tree writes are rare; PGlite has one connection, so the lock is free there.
     */
    async lock(tx: DbOrTx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(lockKey))})`);
    },

    /** Every node, siblings by sort then id. */
    list(db: DbOrTx): Promise<NamedTreeRow[]> {
      return db.select(columns).from(table).orderBy(asc(table.sort), asc(table.id)) as Promise<NamedTreeRow[]>;
    },

    async find(db: DbOrTx, id: number): Promise<NamedTreeRow | undefined> {
      const [row] = (await db.select(columns).from(table).where(eq(table.id, id)).limit(1)) as NamedTreeRow[];
      return row;
    },

    /** Whether a sibling (same parent; the top level counts as one parent) other than `exceptId` has the name. */
    async siblingNameTaken(db: DbOrTx, parentId: number | null, name: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(sameParent(parentId), eq(table.name, name), exceptId ? ne(table.id, exceptId) : undefined))
        .limit(1);
      return row !== undefined;
    },

    /** The sort value that puts a new child last under its parent. */
    async nextSiblingSort(db: DbOrTx, parentId: number | null): Promise<number> {
      const [row] = await db
        .select({ last: max(table.sort) })
        .from(table)
        .where(sameParent(parentId));
      return row?.last == null ? 1 : Number(row.last) + 1;
    },

    async childCount(db: DbOrTx, id: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.parentId, id));
      return row?.n ?? 0;
    },

    async insert(
      tx: DbOrTx,
      values: { name: string; parentId: number | null; sort: number; createdAt: Date },
    ): Promise<NamedTreeRow> {
      const [row] = (await tx.insert(table).values(values).returning(columns)) as NamedTreeRow[];
      return row!;
    },

    async update(tx: DbOrTx, id: number, patch: Partial<Pick<NamedTreeRow, 'name' | 'parentId' | 'sort'>>) {
      await tx.update(table).set(patch).where(eq(table.id, id));
    },

    async delete(tx: DbOrTx, id: number): Promise<void> {
      await tx.delete(table).where(eq(table.id, id));
    },
  };
}

export type TreeRepo = ReturnType<typeof treeRepo>;
