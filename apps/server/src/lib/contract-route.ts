import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { ERROR_RESPONSES, NO_SECURITY } from './route-schemas';

/**
 * One call of a domain contract (packages/domain/src/contract/*.contract.ts): everything the
 * route's schema, the OpenAPI document and the client read, declared once (decision 070).
 */
export interface ContractEntry {
  method: string;
  path: string;
  /** The operation's name in the OpenAPI document: camelCase, unique in the document. */
  operationId: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /** No session needed: the auth guard passes it and the document asks for no bearer token. */
  public: boolean;
  /** A public call authorised by OPERATOR_TOKEN instead (decision 047). */
  security?: 'operator';
  /** Not in the OpenAPI document (HTML pages, file bytes: the hidden-routes fuzz covers them). */
  hidden?: boolean;
  /** The success answer's media types when it is not JSON (the default). */
  produces?: readonly string[];
  /** The body's media types when it is not JSON (the default). */
  consumes?: readonly string[];
  /** The success status when it is not 200. */
  status?: number;
  headers?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The success answer (for HTML, scripts and files: what the bytes are, never serialised). */
  response: z.ZodType;
}

type Parsed<E, K extends string> =
  E extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

/** A call's input as its schemas let it through. */
export interface ContractInput<E extends ContractEntry> {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'querystring'>;
  body: Parsed<E, 'body'>;
}

export type ContractAnswer<E extends ContractEntry> = z.input<E['response']>;

/** Answers with the contract's answer, or sends its own (a page, a file) and returns `reply`. */
export type ContractHandler<E extends ContractEntry> = (
  request: FastifyRequest,
  input: ContractInput<E>,
  reply: FastifyReply,
) => Promise<ContractAnswer<E> | FastifyReply> | FastifyReply;

/** What the server adds to a contract's call: plan gates, rate limits, body limits. */
export type ContractRouteOptions = Pick<
  RouteShorthandOptions,
  'bodyLimit' | 'config' | 'onRequest' | 'preHandler'
>;

const OPERATOR_SECURITY = [{ operator: [] }];

function securityOf(entry: ContractEntry): Record<string, string[]>[] | undefined {
  if (entry.security === 'operator') return OPERATOR_SECURITY;
  return entry.public ? NO_SECURITY : undefined;
}

/**
 * Registers one contract call: its method, path, schemas (validation, the answer's serializer
 * and the OpenAPI document), name and summary from the contract, the handler from the module.
 */
export function contractRoute<E extends ContractEntry>(
  app: FastifyInstance,
  tag: string,
  entry: E,
  options: ContractRouteOptions,
  handler: ContractHandler<E>,
): void {
  const security = securityOf(entry);
  app.route({
    ...options,
    // The auth guard reads `public` from the route's config (plugins/auth-guard.ts).
    ...(entry.public ? { config: { ...options.config, public: true } } : {}),
    method: entry.method,
    url: entry.path,
    schema: {
      tags: [tag],
      operationId: entry.operationId,
      summary: entry.summary,
      ...(entry.hidden === true ? { hide: true } : {}),
      ...(security === undefined ? {} : { security }),
      ...(entry.produces === undefined ? {} : { produces: [...entry.produces] }),
      ...(entry.consumes === undefined ? {} : { consumes: [...entry.consumes] }),
      ...(entry.headers === undefined ? {} : { headers: entry.headers }),
      ...(entry.params === undefined ? {} : { params: entry.params }),
      ...(entry.querystring === undefined ? {} : { querystring: entry.querystring }),
      ...(entry.body === undefined ? {} : { body: entry.body }),
      response: { [entry.status ?? 200]: entry.response, ...ERROR_RESPONSES },
    },
    // The schemas above validated (and transformed) each part before the handler runs.
    handler: (request, reply) =>
      handler(
        request,
        {
          params: request.params as Parsed<E, 'params'>,
          query: request.query as Parsed<E, 'querystring'>,
          body: request.body as Parsed<E, 'body'>,
        },
        reply,
      ),
  });
}
