import {
  ErrorCode,
  type GradingDetail,
  type GradingListRow,
  type GradingOption,
  type GradingStandardValues,
  type gradingListInput,
  hasPermission,
  Msg,
  type Page,
  Permission,
  PRICE_FORMULA_LABELS,
  type PriceFormula,
  type updateGradingStandardInput,
} from '@swp/core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, notFound, ruleBroken } from '../../lib/errors.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import {
  countProjectsUsing,
  deleteStandard,
  findStandardForShare,
  findStandardForUpdate,
  findStandardName,
  findStandardRow,
  type GradingListDbRow,
  insertStandard,
  listItems,
  listStandardOptions,
  listStandards,
  replaceItems,
  updateStandard,
} from './grading.repo.ts';

export const STANDARD_NOT_FOUND = '评分标准不存在';
export const STANDARD_IN_USE = '该评分标准已被项目使用，不能修改，请复制后修改';
const NAME_MAX = 100;
const COPY_SUFFIX = '（副本）';

function toListRow(row: GradingListDbRow): GradingListRow {
  const priceFormula = row.priceFormula as PriceFormula;
  return {
    id: row.id,
    name: row.name,
    priceFormula,
    priceFormulaLabel: PRICE_FORMULA_LABELS[priceFormula] ?? '',
    preliminaryCount: Number(row.preliminaryCount),
    scoredCount: Number(row.scoredCount),
    usedBy: Number(row.usedBy),
    copiedFromId: row.copiedFromId,
    createdByName: row.createdByName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listGradingPage(
  deps: Deps,
  input: z.output<typeof gradingListInput>,
): Promise<Page<GradingListRow>> {
  const { page, pageSize, ...filter } = input;
  const { rows, total } = await listStandards(deps.db, filter, { page, pageSize });
  return { list: rows.map(toListRow), total, page, pageSize };
}

/**
 * The project form's choices. Staff who edit projects (system:project) need them without holding 评分标准管理, so the
 * route asks for a staff token and this asks for either permission, refusing as the access plugin would (403).
 */
export async function listGradingOptions(deps: Deps, principal: Principal): Promise<GradingOption[]> {
  if (!hasPermission(principal.perms, Permission.grading) && !hasPermission(principal.perms, Permission.project)) {
    throw new AppError(ErrorCode.FORBIDDEN, Msg.forbidden, 403);
  }
  const rows = await listStandardOptions(deps.db);
  return rows.map((r) => ({ id: r.id, name: r.name, usedBy: Number(r.usedBy) }));
}

export async function getGradingStandard(db: DbOrTx, id: number): Promise<GradingDetail> {
  const row = await findStandardRow(db, id);
  if (!row) throw notFound(STANDARD_NOT_FOUND);
  const items = await listItems(db, id);
  return {
    ...toListRow(row),
    remark: row.remark,
    copiedFromName: await findStandardName(db, row.copiedFromId),
    items: items.map((item) => ({ ...item, maxScore: item.maxScore ?? null })),
  };
}

const itemsOf = (values: GradingStandardValues) =>
  values.items.map((item) => ({
    group: item.group,
    name: item.name,
    maxScore: item.maxScore,
    description: item.description,
  }));

const summary = (values: Pick<GradingStandardValues, 'name' | 'priceFormula' | 'items'>) => ({
  name: values.name,
  priceFormula: values.priceFormula,
  items: values.items.length,
});

export async function createGradingStandard(
  deps: Deps,
  principal: Principal,
  input: GradingStandardValues,
  meta: RequestMeta,
): Promise<GradingDetail> {
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const { items: _items, ...fields } = input;
    const row = await insertStandard(tx, { ...fields, createdBy: principal.userId, createdAt: now, updatedAt: now });
    await replaceItems(tx, row.id, itemsOf(input));
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'grading.create',
      target: { type: 'grading', id: row.id },
      detail: summary(input),
      ip: meta.ip,
    });
    return row.id;
  });
  return getGradingStandard(deps.db, id);
}

/** The standard, locked, if no project uses it: a used one is frozen (the committee scores by what was chosen). */
async function lockUnusedStandard(tx: DbOrTx, id: number) {
  const standard = await findStandardForUpdate(tx, id);
  if (!standard) throw notFound(STANDARD_NOT_FOUND);
  if ((await countProjectsUsing(tx, id)) > 0) throw ruleBroken(STANDARD_IN_USE);
  return standard;
}

/** 编辑: the fields and the items, replaced in one transaction. */
export async function editGradingStandard(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof updateGradingStandardInput>,
  meta: RequestMeta,
): Promise<GradingDetail> {
  const { id, items: _items, ...fields } = input;
  await deps.db.transaction(async (tx) => {
    await lockUnusedStandard(tx, id);
    await updateStandard(tx, id, { ...fields, updatedAt: deps.clock.now() });
    await replaceItems(tx, id, itemsOf(input));
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'grading.update',
      target: { type: 'grading', id },
      detail: summary(input),
      ip: meta.ip,
    });
  });
  return getGradingStandard(deps.db, id);
}

/**
 * A project choosing a standard (create, edit): it must exist, and it stays locked (FOR SHARE) until the project's
 * transaction commits, so an edit of the standard cannot slip in between and change what the project chose.
 */
export async function assertChoosableStandard(tx: DbOrTx, id: number): Promise<void> {
  if (!(await findStandardForShare(tx, id))) throw notFound(STANDARD_NOT_FOUND);
}

/** 「<name>（副本）」, the name cut so that the suffix still fits the name's limit. */
export const copyName = (name: string) => `${name.slice(0, NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;

/** 复制: a new, unused (so editable) standard with the same items; any standard may be copied, used or not. */
export async function copyGradingStandard(
  deps: Deps,
  principal: Principal,
  id: number,
  meta: RequestMeta,
): Promise<GradingDetail> {
  const now = deps.clock.now();
  const copyId = await deps.db.transaction(async (tx) => {
    const source = await getGradingStandard(tx, id);
    const row = await insertStandard(tx, {
      name: copyName(source.name),
      priceFormula: source.priceFormula,
      remark: source.remark,
      copiedFromId: source.id,
      createdBy: principal.userId,
      createdAt: now,
      updatedAt: now,
    });
    await replaceItems(
      tx,
      row.id,
      source.items.map(({ id: _id, ...item }) => item),
    );
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'grading.copy',
      target: { type: 'grading', id: row.id },
      detail: { name: row.name, copiedFromId: source.id, copiedFromName: source.name },
      ip: meta.ip,
    });
    return row.id;
  });
  return getGradingStandard(deps.db, copyId);
}

export async function deleteGradingStandard(deps: Deps, principal: Principal, id: number, meta: RequestMeta) {
  await deps.db.transaction(async (tx) => {
    const standard = await lockUnusedStandard(tx, id);
    await deleteStandard(tx, id);
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'grading.delete',
      target: { type: 'grading', id },
      detail: { name: standard.name, priceFormula: standard.priceFormula },
      ip: meta.ip,
    });
  });
}
