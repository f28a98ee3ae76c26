import { ok, SpecialistProfilePath, specialistProfileOutput } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/api-responses.ts';
import { myProfile } from './specialist-profile.service.ts';

/** 我的信息 (专家端): the expert's own profile; see README.md beside this file. */
export const specialistProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // An expert who must change an initial password changes it first (the guard refuses until then).
  app.get(
    SpecialistProfilePath.myInfo,
    { schema: { response: answers(specialistProfileOutput) }, config: { access: { role: 'specialist' } } },
    async (request) => ok(await myProfile(deps, request.principal!.userId)),
  );
};
