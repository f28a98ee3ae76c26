import type { SSERouteOptions } from '@fastify/sse';
import type { ErrorCode } from '@swp/core/api';
import type { DataOf, Endpoint, ParsedInputOf } from '@swp/core/contract/endpoint';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
} from 'fastify';
import type { z } from 'zod';
import { answers, fileAnswers } from './api-responses.ts';

/** The request a handler gets: the endpoint's input, parsed, as the query (GET) or the JSON body (POST). */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<
  E extends { multipart: { query: infer Q extends z.ZodType } }
    ? { Querystring: z.output<Q> }
    : E['method'] extends 'GET'
      ? { Querystring: ParsedInputOf<E> }
      : { Body: ParsedInputOf<E> }
>;

/** What a handler answers: `ok(data)` of the declared output, `ok()` without one, or anything a file sender returns. */
export type EndpointAnswer<E extends Endpoint> = E extends { file: object }
  ? unknown
  : DataOf<E> extends undefined
    ? { code: typeof ErrorCode.OK; msg: string }
    : { code: typeof ErrorCode.OK; msg: string; data: DataOf<E> };

/** A handler answers `ok(...)`, or sends an answer already encoded itself and returns the reply (the 公告栏's page). */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E> | FastifyReply>;

/** What a route adds to its declaration: server-only settings (rate limits, body limits, hooks, raw answers). */
export interface RouteExtras {
  config?: Omit<FastifyContextConfig, 'access' | 'endpoint'>;
  bodyLimit?: number;
  /** Runs before validation and the handler (a cache that answers a repeated read at once). */
  onRequest?: onRequestHookHandler;
  /**
   * The answers' schemas when the success is neither the envelope nor a file's bytes: the OCDS package, which
   * outside systems read as the body itself (the serializer still sends nothing undeclared).
   */
  response?: Record<string, unknown>;
  /** A stream of server-sent events (@fastify/sse, registered in the feature's scope): the handler uses `reply.sse`. */
  sse?: SSERouteOptions;
}

/**
 * Registers the route of a contract declaration (packages/core/src/contract): its method, path, input schema
 * (the query of a GET, the JSON body of a POST; a multipart body is read by the handler), response schema, access
 * and the declaration itself, which the OpenAPI document (plugins/api-docs.ts) and the route test read.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const input = endpoint.input ? { [endpoint.method === 'GET' ? 'querystring' : 'body']: endpoint.input } : {};
  const uploadQuery = endpoint.multipart?.query ? { querystring: endpoint.multipart.query } : {};
  const response =
    extras.response ??
    (endpoint.file ? fileAnswers(endpoint.file.contentType, endpoint.file.description) : answers(endpoint.output));
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { ...input, ...uploadQuery, response },
    ...(extras.bodyLimit === undefined ? {} : { bodyLimit: extras.bodyLimit }),
    ...(extras.onRequest === undefined ? {} : { onRequest: extras.onRequest }),
    ...(extras.sse === undefined ? {} : { sse: extras.sse }),
    config: { ...extras.config, access: endpoint.access, endpoint },
    // The types above are the schemas' own: Fastify validates the input against them before the handler runs.
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
