import { METHODS, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode, Msg } from '@swp/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

/**
 * Turns every failure into the envelope of docs/integration.md: fixable mistakes answer HTTP 200 with a Chinese msg;
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

/** What Node's HTTP parser refused before Fastify saw a request, as status and envelope. */
function clientFailure(error: NodeJS.ErrnoException): { status: number; msg: string } {
  // Node counts the request line with the headers: both over 16 KB are a header overflow.
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, msg: '请求过长' };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, msg: '请求超时，请重试' };
  return { status: 400, msg: '请求数据格式不正确' };
}

/**
 * Whether the refused request may take a body in its answer: not a HEAD (RFC 9110 §9.3.2: the answer to HEAD has
 * none), and not a request whose method the parser's last chunk no longer shows (headers sent in several writes):
 * an answer without a body is right for any method, a body read by a HEAD client is taken for the next answer.
 */
function answerMayHaveBody(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): boolean {
  // Not a method at all: certainly not a HEAD.
  if (error.code === 'HPE_INVALID_METHOD') return true;
  const start =
    error.rawPacket
      ?.subarray(0, 32)
      .toString('latin1')
      .replace(/^[\r\n]+/, '') ?? '';
  const method = /^([A-Z]+) /.exec(start)?.[1];
  return method !== undefined && method !== 'HEAD' && METHODS.includes(method);
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (request line or headers over 16 KB, broken
 * HTTP) is answered with the envelope like every other refusal — without a body where the request may be a HEAD —
 * instead of Fastify's own JSON, and the connection is closed as Node would.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, msg } = clientFailure(error);
    const body = answerMayHaveBody(error) ? JSON.stringify({ code: ErrorCode.INVALID_INPUT, msg }) : '';
    const type = body ? 'Content-Type: application/json; charset=utf-8\r\n' : '';
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `${type}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
