import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations as EngageOperations } from '../../src/api/engage.d.ts';
import type { components, operations as PortalOperations } from '../../src/api/schema.d.ts';

/**
 * The request types of every operation, generated from the contract (openapi-typescript), so a
 * handler reads its query, path, headers and body as the contract declares them.
 */
type Operations = PortalOperations & EngageOperations;
export type OperationId = keyof Operations;

type Parameters<K extends OperationId> = Operations[K]['parameters'];
type Content<B> = B extends { content: infer C } ? C[keyof C] : undefined;
/** Header names as fastify hands them over: lower case. */
type LowerCaseKeys<T> = { [H in keyof T as Lowercase<H & string>]: T[H] };

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Querystring: QueryOf<K>;
  Params: NonNullable<Parameters<K>['path']>;
  Headers: LowerCaseKeys<NonNullable<Parameters<K>['header']>>;
  Body: BodyOf<K>;
}>;

export type OperationHandler<K extends OperationId> = (
  req: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<unknown>;

/** A handler for each operation; handler modules declare theirs with `satisfies Partial<OperationHandlers>`. */
export type OperationHandlers = { [K in OperationId]: OperationHandler<K> };

/** A schema of the contract (its enumerations included). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The query of an operation, as the contract declares it (coerced from text by the validator). */
export type QueryOf<K extends OperationId> = NonNullable<Parameters<K>['query']>;
/** The request body of an operation. */
export type BodyOf<K extends OperationId> = Content<NonNullable<Operations[K]['requestBody']>>;
