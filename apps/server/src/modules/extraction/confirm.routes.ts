import { confirmLinkInput, ExtractionPath, externalConfirmInput, Msg, ok, projectConfirmInput } from '@swp/core';
import { confirmInfoOutput, projectConfirmInfoOutput } from '@swp/core/extraction/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../lib/api-responses.ts';
import { answerInvitation, getConfirmInfo, sendConfirmCode } from './confirm.service.ts';

/**
 * The six public calls of docs/integration.md behind the two confirmation pages. No sign-in: the link key is the credential,
 * so every call counts towards the per-IP limit that guards guessing.
 */
export const confirmRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const open = { access: { public: true }, rateLimited: true } as const;

  for (const kind of ['project', 'external'] as const) {
    const path = ExtractionPath[kind];
    const info = kind === 'project' ? projectConfirmInfoOutput : confirmInfoOutput;
    // docs/product.md: the detail is in data.data.
    app.post(
      path.getConfirmInfo,
      { schema: { body: confirmLinkInput, response: answers(z.object({ data: info })) }, config: open },
      async (request) => ok({ data: await getConfirmInfo(deps, kind, request.body.id) }),
    );

    app.post(
      path.getCode,
      { schema: { body: confirmLinkInput, response: answers() }, config: open },
      async (request) => {
        await sendConfirmCode(deps, kind, request.body.id, { ip: request.ip });
        return ok(undefined, Msg.sentOk);
      },
    );
  }

  app.post(
    ExtractionPath.project.extractConfirm,
    { schema: { body: projectConfirmInput, response: answers() }, config: open },
    async (request) => {
      const { strKey, ...answer } = request.body;
      await answerInvitation(deps, 'project', { key: strKey, ...answer }, { ip: request.ip });
      return ok();
    },
  );

  app.post(
    ExtractionPath.external.extractConfirm,
    { schema: { body: externalConfirmInput, response: answers() }, config: open },
    async (request) => {
      const { id, ...answer } = request.body;
      await answerInvitation(deps, 'external', { key: id, ...answer }, { ip: request.ip });
      return ok();
    },
  );
};
