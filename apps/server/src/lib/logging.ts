import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';

/**
 * The request log never holds a secret: the confirmation pages carry the invitation's link key as
 * `?t=`, and nothing else in a URL is allowed to carry a token, code or password either. Headers are not logged
 * at all; the redact list is there for anyone who logs a request's headers by hand.
 */
const SECRET_QUERY_KEYS = new Set(['t', 'token', 'key', 'strkey', 'code', 'vercode', 'password']);
export const REDACTED = '[REDACTED]';

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** `/specialist-confirm?t=abc&x=1` → `/specialist-confirm?t=[REDACTED]&x=1`. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_QUERY_KEYS.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, mark + 1)}${query}`;
}

/** Fastify's own request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Drizzle puts a failed query's parameters into the error's message: an SMS text, a captcha answer. */
const hideParams = (text: string) => text.replace(/\nparams: .*?(?=\n\s+at |$)/s, `\nparams: ${REDACTED}`);

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** The error as pino would log it, without the values of a failed query. */
function serializeError(error: Error, depth = 0): LoggedError {
  const { params: _params, cause, ...own } = error as Error & Record<string, unknown>;
  const causeLogged = cause instanceof Error && depth < 4 ? serializeError(cause, depth + 1) : cause;
  return {
    type: error.constructor.name,
    ...own,
    message: hideParams(error.message),
    stack: hideParams(error.stack ?? ''),
    ...(cause === undefined ? {} : { cause: causeLogged }),
  };
}

export function loggerOptions(level: string, stream?: FastifyLoggerOptions['stream']) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: serializeRequest, err: (error: Error) => serializeError(error) },
    redact: {
      paths: [
        'req.headers.token',
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        // @fastify/multipart logs the options it gives busboy at trace level, the request's headers among them.
        'busboyOptions.headers.token',
        'busboyOptions.headers.cookie',
        'busboyOptions.headers.authorization',
        'busboyOptions.headers["x-xsrf-token"]',
      ],
      censor: REDACTED,
    },
  };
}
