import { ok, specialistProfileApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { myProfile } from './specialist-profile.service.ts';

/** 我的信息 (专家端): the expert's own profile; see README.md beside this file. */
export const specialistProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  route(app, specialistProfileApi.myInfo, async (request) => ok(await myProfile(deps, request.principal!.userId)));
};
