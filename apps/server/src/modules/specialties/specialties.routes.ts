import {
  ok,
  Permission,
  SpecialtyPath,
  specialtyCreateInput,
  specialtyIdInput,
  specialtyMoveInput,
  specialtyRenameInput,
  specialtyTreeNodeOutput,
} from '@swp/core';
import { createdIdOutput } from '@swp/core/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../lib/api-responses.ts';
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
  const manage = { config: { access: { role: 'staff', permission: Permission.specialist } as const } };

  app.get(
    SpecialtyPath.tree,
    { schema: { response: answers(z.array(specialtyTreeNodeOutput)) }, config: { access: { role: 'staff' } } },
    async () => ok(await specialtyTree(deps)),
  );

  app.post(
    SpecialtyPath.create,
    { ...manage, schema: { body: specialtyCreateInput, response: answers(createdIdOutput) } },
    async (request) => ok(await createSpecialty(deps, request.principal!, request.body, { ip: request.ip })),
  );

  app.post(
    SpecialtyPath.rename,
    { ...manage, schema: { body: specialtyRenameInput, response: answers() } },
    async (request) => {
      await renameSpecialty(deps, request.principal!, request.body, { ip: request.ip });
      return ok();
    },
  );

  app.post(
    SpecialtyPath.move,
    { ...manage, schema: { body: specialtyMoveInput, response: answers() } },
    async (request) => {
      await moveSpecialty(deps, request.principal!, request.body, { ip: request.ip });
      return ok();
    },
  );

  app.post(
    SpecialtyPath.delete,
    { ...manage, schema: { body: specialtyIdInput, response: answers() } },
    async (request) => {
      await removeSpecialty(deps, request.principal!, request.body, { ip: request.ip });
      return ok();
    },
  );
};
