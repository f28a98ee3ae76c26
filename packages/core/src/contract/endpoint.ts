import type { z } from 'zod';
import type { RouteAccess } from './access.ts';

/**
 * One HTTP endpoint, declared once: the server registers its route from it (apps/server/src/lib/route.ts), the web
 * calls it (apps/web/src/app/api.ts), the tests call it (apps/server/test/client.ts `call`), and the OpenAPI
 * document describes it. Reads are GET (input in the query string), writes POST (input as the JSON body), except
 * the paths docs/integration.md fixes.
 */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  /** The query (GET) or JSON body (POST), validated by the server. None: the call takes no input. */
  input?: z.ZodType;
  /** `data` of the success envelope. None (and no `file`): the answer is `{ code: 0, msg }`. */
  output?: z.ZodType;
  /** The answer is a file, not an envelope (a refusal is still the JSON envelope). */
  file?: { contentType: string; description: string };
  /** The body is multipart/form-data: the text `fields` in this order, then the file part (nothing after it). */
  multipart?: MultipartBody;
  access: RouteAccess;
  /** What the call does, in the words of the page that uses it (Chinese). */
  summary: string;
  /** The feature, as the OpenAPI document groups it (Chinese). */
  tag: string;
  /** The real rule when the route is public and a service decides (Chinese), e.g. 投标人本人随时；…在开标后. */
  accessNote?: string;
}

export interface MultipartBody {
  /** Parameters in the query string that go with the upload (validated by the server like a GET's input). */
  query?: z.ZodObject;
  /** The text fields, in the order they must be sent (a zod object keeps its keys' order). */
  fields: z.ZodObject;
  file: { name: string; description: string };
  /** The limits in words (sizes may come from the server's configuration). */
  limits: string;
}

/** Declares an endpoint, keeping its exact types (the schemas, the literal method and path) for its users. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

type SchemaOf<E, K extends 'input' | 'output'> = E extends { [key in K]: infer S extends z.ZodType } ? S : undefined;

/** What a caller sends: the input schema's input type, or undefined for an endpoint without input. */
export type InputOf<E extends Endpoint> =
  SchemaOf<E, 'input'> extends z.ZodType ? z.input<SchemaOf<E, 'input'>> : undefined;

/** What the route's handler receives: the input after the server's parsing (defaults, coercions). */
export type ParsedInputOf<E extends Endpoint> =
  SchemaOf<E, 'input'> extends z.ZodType ? z.output<SchemaOf<E, 'input'>> : undefined;

/** `data` of the answer as the caller reads it (undefined for `{ code: 0, msg }`). */
export type OutputOf<E extends Endpoint> =
  SchemaOf<E, 'output'> extends z.ZodType ? z.output<SchemaOf<E, 'output'>> : undefined;

/** `data` as the handler gives it to `ok()` (the response schema's input type). */
export type DataOf<E extends Endpoint> =
  SchemaOf<E, 'output'> extends z.ZodType ? z.input<SchemaOf<E, 'output'>> : undefined;

/** An endpoint whose answer is a file. */
export type FileEndpoint = Endpoint & { file: { contentType: string; description: string } };
/** An endpoint that takes a file as multipart/form-data. */
export type UploadEndpoint = Endpoint & { multipart: MultipartBody };
/** The query an upload declares (`multipart.query`), as a caller sends it; undefined when it declares none. */
export type UploadQueryOf<E extends UploadEndpoint> = E['multipart'] extends { query: infer Q extends z.ZodType }
  ? z.input<Q>
  : undefined;
/** An endpoint whose answer is the JSON envelope. */
export type JsonEndpoint = Endpoint & { file?: undefined; multipart?: undefined };

/** The paths of a feature's endpoints, for a caller that needs only the URL (a link, a form action). */
export const pathsOf = <const A extends Record<string, Endpoint>>(api: A): { [K in keyof A]: A[K]['path'] } =>
  Object.fromEntries(Object.entries(api).map(([name, e]) => [name, e.path])) as { [K in keyof A]: A[K]['path'] };
