import { confirmApi, Msg, ok } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { answerInvitation, getConfirmInfo, sendConfirmCode } from './confirm.service.ts';

/**
 * The six public calls of docs/integration.md behind the two confirmation pages. No sign-in: the link key is the credential,
 * so every call counts towards the per-IP limit that guards guessing.
 */
export const confirmRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const limited = { config: { rateLimited: true } } as const;

  // docs/product.md: the detail is in data.data.
  route(
    app,
    confirmApi.projectInfo,
    async (request) => ok({ data: await getConfirmInfo(deps, 'project', request.body.id) }),
    limited,
  );
  route(
    app,
    confirmApi.externalInfo,
    async (request) => ok({ data: await getConfirmInfo(deps, 'external', request.body.id) }),
    limited,
  );

  for (const [kind, codeApi] of [
    ['project', confirmApi.projectCode],
    ['external', confirmApi.externalCode],
  ] as const) {
    route(
      app,
      codeApi,
      async (request) => {
        await sendConfirmCode(deps, kind, request.body.id, { ip: request.ip });
        return ok(undefined, Msg.sentOk);
      },
      limited,
    );
  }

  route(
    app,
    confirmApi.projectConfirm,
    async (request) => {
      const { strKey, ...answer } = request.body;
      await answerInvitation(deps, 'project', { key: strKey, ...answer }, { ip: request.ip });
      return ok();
    },
    limited,
  );

  route(
    app,
    confirmApi.externalConfirm,
    async (request) => {
      const { id, ...answer } = request.body;
      await answerInvitation(deps, 'external', { key: id, ...answer }, { ip: request.ip });
      return ok();
    },
    limited,
  );
};
