import {
  createDepartmentInput,
  DepartmentPath,
  departmentIdInput,
  departmentNodeOutput,
  moveDepartmentInput,
  ok,
  Permission,
  renameDepartmentInput,
  setDepartmentEnabledInput,
} from '@swp/core';
import { createdIdOutput } from '@swp/core/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../lib/api-responses.ts';
import {
  createDepartment,
  departmentTree,
  moveDepartment,
  removeDepartment,
  renameDepartment,
  setDepartmentEnabled,
} from './departments.service.ts';

/** 机构管理. The tree is read by every staff screen with a department picker; changes need the 机构管理 permission. */
export const departmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const manage = { config: { access: { role: 'staff', permission: Permission.dept } as const } };

  app.get(
    DepartmentPath.tree,
    { schema: { response: answers(z.array(departmentNodeOutput)) }, config: { access: { role: 'staff' } } },
    async () => ok(await departmentTree(deps)),
  );

  app.post(
    DepartmentPath.create,
    { ...manage, schema: { body: createDepartmentInput, response: answers(createdIdOutput) } },
    async (request) => ok(await createDepartment(deps, request.principal!, request.body, { ip: request.ip })),
  );

  app.post(
    DepartmentPath.rename,
    { ...manage, schema: { body: renameDepartmentInput, response: answers() } },
    async (request) => {
      await renameDepartment(deps, request.principal!, request.body, { ip: request.ip });
      return ok();
    },
  );

  app.post(
    DepartmentPath.move,
    { ...manage, schema: { body: moveDepartmentInput, response: answers() } },
    async (request) => {
      await moveDepartment(deps, request.principal!, request.body, { ip: request.ip });
      return ok();
    },
  );

  app.post(
    DepartmentPath.setEnabled,
    { ...manage, schema: { body: setDepartmentEnabledInput, response: answers() } },
    async (request) => {
      await setDepartmentEnabled(deps, request.principal!, request.body, { ip: request.ip });
      return ok();
    },
  );

  app.post(
    DepartmentPath.delete,
    { ...manage, schema: { body: departmentIdInput, response: answers() } },
    async (request) => {
      await removeDepartment(deps, request.principal!, request.body, { ip: request.ip });
      return ok();
    },
  );
};
