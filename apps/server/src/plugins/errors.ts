import { ErrorCode, Msg } from '@swp/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

/**
 * Turns every failure into the envelope of PRODUCT §7: fixable mistakes answer HTTP 200 with a Chinese msg;
 * nothing unexpected ever shows a stack or SQL to the caller.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send({ code: error.code, msg: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // A root-level issue (an array or a string where an object belongs) has no field to name.
      const msg = first?.message && first.instancePath !== '/' ? first.message : '请求数据格式不正确';
      return reply.status(200).send({ code: ErrorCode.INVALID_INPUT, msg });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: ErrorCode.TOO_MANY_REQUESTS, msg: Msg.tooMany });
    }
    if (error.statusCode === 413) {
      return reply.status(200).send({ code: ErrorCode.INVALID_INPUT, msg: '提交的数据过大' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, unsupported content type and the like: the caller's mistake, described plainly.
      request.log.info({ err: error }, 'client error');
      return reply.status(200).send({ code: ErrorCode.INVALID_INPUT, msg: '请求数据格式不正确' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ code: ErrorCode.INTERNAL, msg: Msg.busy });
  });
});
