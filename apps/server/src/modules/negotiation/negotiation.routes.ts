import {
  evalProjectInput,
  myNegotiationOutput,
  NegotiationPath,
  negotiationListOutput,
  negotiationRoundOutput,
  negotiationStateOutput,
  ok,
  openRoundInput,
  roundOfferInput,
  waiveNegotiationInput,
} from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/api-responses.ts';
import { listNegotiationRounds } from './negotiation-list.service.ts';
import { myNegotiation, submitRoundOffer } from './negotiation-offer.service.ts';
import { openNegotiationRound } from './negotiation-open.service.ts';
import { waiveNegotiation } from './negotiation-waive.service.ts';

/** 竞争性谈判 rounds (docs/rules.md); see README.md beside this file. */
export const negotiationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const vender = { access: { role: 'vender' } } as const;
  const specialist = { access: { role: 'specialist' } } as const;
  // Staff of 项目管理, or a member of the committee (open: its chair): two areas under one path; the service decides.
  const staffOrMember = { access: { public: true, identify: ['staff', 'specialist'] } } as const;

  app.post(
    NegotiationPath.open,
    { schema: { body: openRoundInput, response: answers(negotiationRoundOutput) }, config: staffOrMember },
    async (request) =>
      ok(await openNegotiationRound(deps, request.principal, request.body, { ip: request.ip }), '已发起谈判'),
  );

  app.post(
    NegotiationPath.waive,
    { schema: { body: waiveNegotiationInput, response: answers(negotiationStateOutput) }, config: specialist },
    async (request) =>
      ok(await waiveNegotiation(deps, request.principal!, request.body, { ip: request.ip }), '已记录不进行谈判的理由'),
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
