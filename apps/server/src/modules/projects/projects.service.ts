import { type CreateProject, shanghaiParts, type UpdateProject } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import { findDepartmentsByIds } from '../../platform/departments/departments.repo.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { assertChoosableStandard } from '../grading/grading.service.ts';
import { findPurchaseSettings } from '../purchase-settings/purchase-settings.repo.ts';
import { runProjectAction } from './project-action.ts';
import { generateProjectCode } from './project-code.repo.ts';
import { DUPLICATE_CODE, duplicateCodeAsRefusal } from './project-errors.ts';
import { changedColumns, type FormValues, pickFormValues } from './project-fields.ts';
import { insertProject, listSections, projectCodeTaken, replaceSections, updateProject } from './projects.repo.ts';

type DepartmentChoice = Pick<FormValues, 'needDeptId' | 'manageDeptId'>;

/**
 * Both departments must exist and be enabled. On an edit a department the project already had stays acceptable
 * even if it was disabled since: otherwise the project could not be edited at all until someone picked another.
 */
async function assertDepartments(tx: DbOrTx, chosen: DepartmentChoice, current?: DepartmentChoice) {
  const rows = await findDepartmentsByIds(tx, [chosen.needDeptId, chosen.manageDeptId]);
  const valid = (id: number, currentId: number | undefined) =>
    id === currentId ? rows.some((d) => d.id === id) : rows.some((d) => d.id === id && d.enabled);
  if (!valid(chosen.needDeptId, current?.needDeptId)) throw ruleBroken('请选择有效的需求部门');
  if (!valid(chosen.manageDeptId, current?.manageDeptId)) throw ruleBroken('请选择有效的管理部门');
}

/** The form's 评分标准, if one is chosen, must exist; it stays locked against an edit until the project commits. */
async function assertGradingStandard(tx: DbOrTx, id: number | null | undefined) {
  if (id !== null && id !== undefined) await assertChoosableStandard(tx, id);
}

/** The 加密方式 a form left out: the purchase way's default in 采购参数 (docs/rules.md). */
const defaultEncryptMode = async (tx: DbOrTx, purchaseWay: CreateProject['purchaseWay']) =>
  (await findPurchaseSettings(tx, purchaseWay)).encryptMode;

/** 新建项目: a draft; the code is the typed one (unique) or the next SW-YYYY-NNNN of the Beijing year. */
export async function createProject(deps: Deps, principal: Principal, input: CreateProject, meta: RequestMeta) {
  try {
    return await deps.db.transaction(async (tx) => {
      const encryptMode = input.encryptMode ?? (await defaultEncryptMode(tx, input.purchaseWay));
      const values = { ...pickFormValues(input), encryptMode };
      await assertDepartments(tx, values);
      await assertGradingStandard(tx, values.gradingStandardId);
      const now = deps.clock.now();
      if (input.projectCode && (await projectCodeTaken(tx, input.projectCode))) throw ruleBroken(DUPLICATE_CODE);
      const projectCode = input.projectCode ?? (await generateProjectCode(tx, shanghaiParts(now.getTime()).year));
      const row = await insertProject(tx, {
        ...values,
        projectCode,
        createdBy: principal.userId,
        createdAt: now,
        updatedAt: now,
      });
      await replaceSections(tx, row.id, input.sections);
      await audit(tx, deps.clock, {
        actor: actorOf(principal),
        action: 'project.create',
        target: { type: 'project', id: row.id },
        detail: { projectCode, projectName: row.projectName },
        ip: meta.ip,
      });
      return { id: row.id, projectCode };
    });
  } catch (error) {
    throw duplicateCodeAsRefusal(error);
  }
}

const sameSections = (a: readonly { name: string; budget: string }[], b: readonly { name: string; budget: string }[]) =>
  a.length === b.length && a.every((s, i) => s.name === b[i]?.name && s.budget === b[i]?.budget);

/** 编辑: only while the lifecycle allows it (draft, approved); the sections are replaced with the form's list. */
export function editProject(deps: Deps, principal: Principal, input: UpdateProject, meta: RequestMeta) {
  return runProjectAction(
    deps,
    principal,
    meta,
    { id: input.id, action: 'edit', auditAction: 'project.update' },
    async (tx, project, now) => {
      // An omitted 评分标准 keeps the current one (updateProjectInput); null clears it.
      const gradingStandardId =
        input.gradingStandardId === undefined ? project.gradingStandardId : input.gradingStandardId;
      // An omitted 开标地点 keeps the current one too (updateProjectInput).
      const openAddress = input.openAddress ?? project.openAddress;
      // An omitted 加密方式 keeps the current one, unless the purchase way changed: then the new way's default.
      const encryptMode =
        input.encryptMode ??
        (input.purchaseWay === project.purchaseWay
          ? project.encryptMode
          : await defaultEncryptMode(tx, input.purchaseWay));
      const values = { ...pickFormValues(input), gradingStandardId, openAddress, encryptMode };
      await assertDepartments(tx, values, project);
      await assertGradingStandard(tx, gradingStandardId);
      // An omitted code keeps the current one (updateProjectInput).
      const projectCode = input.projectCode ?? project.projectCode;
      if (projectCode !== project.projectCode && (await projectCodeTaken(tx, projectCode, project.id))) {
        throw ruleBroken(DUPLICATE_CODE);
      }
      const sectionsBefore = await listSections(tx, project.id);
      await updateProject(tx, project.id, { ...values, projectCode, updatedAt: now });
      await replaceSections(tx, project.id, input.sections);
      const changed: string[] = changedColumns(project, values);
      if (projectCode !== project.projectCode) changed.unshift('projectCode');
      if (!sameSections(sectionsBefore, input.sections)) changed.push('sections');
      return { detail: { changed }, result: { id: project.id, projectCode } };
    },
  );
}
