import { negotiationApi, ok } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { listNegotiationRounds } from './negotiation-list.service.ts';
import { myNegotiation, submitRoundOffer } from './negotiation-offer.service.ts';
import { openNegotiationRound } from './negotiation-open.service.ts';
import { waiveNegotiation } from './negotiation-waive.service.ts';

/** 竞争性谈判 rounds (docs/rules.md); see README.md beside this file. */
export const negotiationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  // Staff of 项目管理, or the committee's chair (two areas under one path): the service decides.
  route(app, negotiationApi.open, async (request) =>
    ok(await openNegotiationRound(deps, request.principal, request.body, { ip: request.ip }), '已发起谈判'),
  );

  route(app, negotiationApi.waive, async (request) =>
    ok(await waiveNegotiation(deps, request.principal!, request.body, { ip: request.ip }), '已记录不进行谈判的理由'),
  );

  // Staff of 项目管理, or a member of the committee: the service decides.
  route(app, negotiationApi.list, async (request) =>
    ok(await listNegotiationRounds(deps, request.principal, request.query.projectId)),
  );

  route(app, negotiationApi.mine, async (request) =>
    ok(await myNegotiation(deps, request.principal!, request.query.projectId)),
  );

  route(app, negotiationApi.offer, async (request) =>
    ok(await submitRoundOffer(deps, request.principal!, request.body, { ip: request.ip }), '最后报价已提交'),
  );
};
