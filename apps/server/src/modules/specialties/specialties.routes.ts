import { ok, specialtyApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import {
  createSpecialty,
  moveSpecialty,
  removeSpecialty,
  renameSpecialty,
  specialtyTree,
} from './specialties.service.ts';

/**
 * 专业类别. Every staff screen that filters by specialty (the expert pool, the extraction filters) reads the tree,
 * so reading needs only a staff token; changing it needs 专家管理.
 */
export const specialtyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  route(app, specialtyApi.tree, async () => ok(await specialtyTree(deps)));

  route(app, specialtyApi.create, async (request) =>
    ok(await createSpecialty(deps, request.principal!, request.body, { ip: request.ip })),
  );

  route(app, specialtyApi.rename, async (request) => {
    await renameSpecialty(deps, request.principal!, request.body, { ip: request.ip });
    return ok();
  });

  route(app, specialtyApi.move, async (request) => {
    await moveSpecialty(deps, request.principal!, request.body, { ip: request.ip });
    return ok();
  });

  route(app, specialtyApi.delete, async (request) => {
    await removeSpecialty(deps, request.principal!, request.body, { ip: request.ip });
    return ok();
  });
};
