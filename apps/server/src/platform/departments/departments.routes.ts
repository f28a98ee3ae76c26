import { departmentApi, ok } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
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

  route(app, departmentApi.tree, async () => ok(await departmentTree(deps)));

  route(app, departmentApi.create, async (request) =>
    ok(await createDepartment(deps, request.principal!, request.body, { ip: request.ip })),
  );

  route(app, departmentApi.rename, async (request) => {
    await renameDepartment(deps, request.principal!, request.body, { ip: request.ip });
    return ok();
  });

  route(app, departmentApi.move, async (request) => {
    await moveDepartment(deps, request.principal!, request.body, { ip: request.ip });
    return ok();
  });

  route(app, departmentApi.setEnabled, async (request) => {
    await setDepartmentEnabled(deps, request.principal!, request.body, { ip: request.ip });
    return ok();
  });

  route(app, departmentApi.delete, async (request) => {
    await removeDepartment(deps, request.principal!, request.body, { ip: request.ip });
    return ok();
  });
};
