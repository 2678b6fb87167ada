import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { ERROR_RESPONSES } from './route-schemas';

/** One call of a domain contract (packages/domain/src/contract/*.contract.ts). */
export interface ContractEntry {
  method: string;
  path: string;
  headers?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
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

export type ContractHandler<E extends ContractEntry> = (
  request: FastifyRequest,
  input: ContractInput<E>,
  reply: FastifyReply,
) => Promise<ContractAnswer<E>>;

export type ContractRouteOptions = Pick<
  RouteShorthandOptions,
  'bodyLimit' | 'config' | 'onRequest'
>;

/**
 * Registers one contract call: its method, path and schemas (validation, the answer's
 * serializer and the OpenAPI document) from the contract, the handler from the module.
 */
export function contractRoute<E extends ContractEntry>(
  app: FastifyInstance,
  tag: string,
  entry: E,
  options: ContractRouteOptions,
  handler: ContractHandler<E>,
): void {
  app.route({
    ...options,
    method: entry.method,
    url: entry.path,
    schema: {
      tags: [tag],
      ...(entry.headers === undefined ? {} : { headers: entry.headers }),
      ...(entry.params === undefined ? {} : { params: entry.params }),
      ...(entry.querystring === undefined ? {} : { querystring: entry.querystring }),
      ...(entry.body === undefined ? {} : { body: entry.body }),
      response: { 200: entry.response, ...ERROR_RESPONSES },
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
