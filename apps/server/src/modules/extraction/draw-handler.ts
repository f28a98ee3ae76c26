import { ok } from '@swp/core';
import type { FastifyRequest } from 'fastify';
import type { Deps, RequestMeta } from '../../deps.ts';
import { publicBaseUrl } from '../../lib/public-base-url.ts';
import type { Principal } from '../../plugins/access-types.ts';
import type { DrawOutcome } from './draw.service.ts';

type DrawService<I> = (
  deps: Deps,
  principal: Principal,
  input: I,
  meta: RequestMeta,
  publicBaseUrl: string,
) => Promise<DrawOutcome>;

/**
 * The draw route of both extraction screens: the project's committee and the external task differ only in their
 * input and service. The invitations link to the address staff are using; the message says whether every SMS
 * went out (a failed one leaves its seat to time out and be replaced).
 */
export function drawHandler<I>(deps: Deps, draw: DrawService<I>) {
  return async (request: FastifyRequest & { body: I }) => {
    const outcome = await draw(
      deps,
      request.principal!,
      request.body,
      { ip: request.ip },
      publicBaseUrl(request, deps.config),
    );
    return ok(outcome, outcome.smsFailures.length > 0 ? '抽取完成，但部分短信发送失败' : '抽取完成，已发送短信通知');
  };
}
