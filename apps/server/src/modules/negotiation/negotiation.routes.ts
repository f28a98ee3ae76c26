import {
  evalProjectInput,
  myNegotiationOutput,
  NegotiationPath,
  negotiationListOutput,
  negotiationRoundOutput,
  ok,
  openRoundInput,
  Permission,
  roundOfferInput,
} from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/api-responses.ts';
import { listNegotiationRounds } from './negotiation-list.service.ts';
import { myNegotiation, submitRoundOffer } from './negotiation-offer.service.ts';
import { openNegotiationRound } from './negotiation-open.service.ts';

/** 竞争性谈判 rounds (PRODUCT §2; issue 12); see README.md beside this file. */
export const negotiationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const staff = { access: { role: 'staff', permission: Permission.project } } as const;
  const vender = { access: { role: 'vender' } } as const;
  // Staff of 项目管理, or a member of the committee: two areas under one path; the service decides.
  const staffOrMember = { access: { public: true, identify: ['staff', 'specialist'] } } as const;

  app.post(
    NegotiationPath.open,
    { schema: { body: openRoundInput, response: answers(negotiationRoundOutput) }, config: staff },
    async (request) =>
      ok(await openNegotiationRound(deps, request.principal!, request.body, { ip: request.ip }), '已发起谈判'),
  );

  app.post(
    NegotiationPath.list,
    { schema: { body: evalProjectInput, response: answers(negotiationListOutput) }, config: staffOrMember },
    async (request) => ok(await listNegotiationRounds(deps, request.principal, request.body.projectId)),
  );

  app.post(
    NegotiationPath.mine,
    { schema: { body: evalProjectInput, response: answers(myNegotiationOutput) }, config: vender },
    async (request) => ok(await myNegotiation(deps, request.principal!, request.body.projectId)),
  );

  app.post(
    NegotiationPath.offer,
    { schema: { body: roundOfferInput, response: answers(myNegotiationOutput) }, config: vender },
    async (request) =>
      ok(await submitRoundOffer(deps, request.principal!, request.body, { ip: request.ip }), '最后报价已提交'),
  );
};
