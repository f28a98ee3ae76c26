import sse from '@fastify/sse';
import { type HallState, ok, openingHallApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import storage from '../../plugins/storage.ts';
import { hallViewer } from './hall-access.ts';
import { closeHall } from './hall-close.service.ts';
import { confirmRecord, disagreeWithRecord, sendConfirmCode } from './hall-confirm.service.ts';
import { decryptBid } from './hall-decrypt.service.ts';
import { HallEvents, onlyChanges } from './hall-events.ts';
import { startHall } from './hall-open.service.ts';
import { answerHallObjection, raiseObjection, signIn } from './hall-participation.service.ts';
import { settleHall } from './hall-settle.ts';
import { hallStateFor, readHallState } from './hall-state.service.ts';

/** A comment line this often keeps proxies from closing a quiet stream, and tells a page its connection is alive. */
const HEARTBEAT_MS = 15_000;

/** The 开标大厅 (docs/integration.md, README.md beside this file): its state, live events and calls. */
export const hallRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(storage);
  await app.register(sse, { heartbeatInterval: HEARTBEAT_MS });
  const events = new HallEvents(deps, app.log);
  // Open streams never end by themselves: ended here, or the server's close would wait for them.
  app.addHook('preClose', async () => events.close());

  route(app, openingHallApi.state, async (request) =>
    ok(await readHallState(deps, request.principal, request.query.projectId)),
  );

  route(
    app,
    openingHallApi.events,
    async (request, reply) => {
      const { projectId } = request.query;
      // Refused (401, 403, 您未参与…) as JSON before any stream starts.
      const viewer = await hallViewer(deps, request.principal, projectId);
      await settleHall(deps, projectId, request.ip);
      // A caller that did not ask for a stream gets the state once (a poll, an API client, a route walk).
      if (!reply.sse) return ok(await hallStateFor(deps, viewer, projectId));
      reply.sse.keepAlive();
      // Only a change this viewer can see is sent (onlyChanges): the count of events would tell of the others' 签到.
      const send = onlyChanges((state: HallState) => reply.sse.send({ event: 'state', data: state }));
      // Subscribed before the first read, so a change between the two is sent, not lost.
      const unsubscribe = await events.subscribe(projectId, { viewer, send, end: () => reply.sse.close() });
      reply.sse.onClose(unsubscribe);
      const state = await hallStateFor(deps, viewer, projectId);
      events.armWindow(projectId, state.phase, state.decryptUntil);
      await send(state);
      // The stream stays open (keepAlive): the reply is the plugin's to end.
      return reply;
    },
    { sse: { kind: 'dual' } },
  );

  route(app, openingHallApi.signIn, async (request) =>
    ok(undefined, await signIn(deps, request.principal!, request.body.projectId, { ip: request.ip })),
  );

  route(app, openingHallApi.start, async (request) =>
    ok(
      await startHall(deps, app.storage, request.principal!, request.body.projectId, { ip: request.ip }),
      '开标已开始',
    ),
  );

  route(app, openingHallApi.decrypt, async (request) =>
    ok(
      { status: 'decrypted' as const },
      await decryptBid(deps, app.storage, request.principal!, request.body, { ip: request.ip }),
    ),
  );

  route(app, openingHallApi.close, async (request) =>
    ok(undefined, await closeHall(deps, request.principal!, request.body.projectId, { ip: request.ip })),
  );

  route(app, openingHallApi.raiseObjection, async (request) =>
    ok(await raiseObjection(deps, request.principal!, request.body, { ip: request.ip }), '异议已提交，请等待当场答复'),
  );

  route(app, openingHallApi.answerObjection, async (request) => {
    await answerHallObjection(deps, request.principal!, request.body, { ip: request.ip });
    return ok(undefined, '已答复');
  });

  route(app, openingHallApi.confirmCode, async (request) =>
    ok(undefined, await sendConfirmCode(deps, request.principal!, request.body.projectId, { ip: request.ip })),
  );

  route(app, openingHallApi.confirm, async (request) => {
    await confirmRecord(deps, request.principal!, request.body, { ip: request.ip });
    return ok(undefined, '已确认开标记录');
  });

  route(app, openingHallApi.disagree, async (request) => {
    await disagreeWithRecord(deps, request.principal!, request.body, { ip: request.ip });
    return ok(undefined, '已记录您的不同意见');
  });
};
