import { z } from './zod.ts'
import { ErrorSchema, MAX_ROW_ID } from './common.ts'
import type { Access, Method } from './route.ts'

export type { Access, Method } from './route.ts'
export { pathOf } from './route.ts'

/** The error statuses a call may answer besides those its access and input already imply. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 422 | 429 | 502 | 503

/** The status of a success: 200, or 202 for work accepted and done later. */
export type SuccessStatus = 200 | 201 | 202 | 204

type Schema = z.ZodMiniType
type ObjectSchema = z.ZodMiniObject

/**
 * One API call, described once: the server registers its route from this description, and
 * the web calls its route (`routes/<module>.ts`), typed by it, so a path, a body or an
 * answer cannot drift apart (docs/architecture.md#contract).
 */
export interface Endpoint<
  P extends ObjectSchema | undefined = ObjectSchema | undefined,
  Q extends ObjectSchema | undefined = ObjectSchema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema | undefined = Schema | undefined,
  A extends Access = Access,
  H extends Schema | undefined = Schema | undefined,
> {
  method: Method
  /** Fastify's notation: `/api/article/:title`. */
  path: string
  access: A
  params?: P
  query?: Q
  /** The JSON body, validated by the route; none for a multipart form. */
  body?: B
  /**
   * A JSON body that the handler parses itself, so that a refusal answers its own message
   * (an invalid IBAN): it types the callers, the route does not validate it.
   */
  handlerBody?: H
  /** The success answer; none when the answer is not JSON (a file, a calendar). */
  response?: R
  /** The success answer's status, 200 unless said. */
  status?: SuccessStatus
  errors?: readonly ErrorStatus[]
  /** Answers whose body is not `{message}`, by status (a health check's 503). */
  otherAnswers?: Partial<Record<ErrorStatus, Schema>>
}

export type AnyEndpoint = Endpoint<
  ObjectSchema | undefined,
  ObjectSchema | undefined,
  Schema | undefined,
  Schema | undefined,
  Access,
  Schema | undefined
>

/**
 * Keeps the literal types of a description (its access too), so both sides infer params,
 * body and answer.
 */
export function endpoint<
  P extends ObjectSchema | undefined = undefined,
  Q extends ObjectSchema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema | undefined = undefined,
  A extends Access = Access,
  H extends Schema | undefined = undefined,
>(description: Endpoint<P, Q, B, R, A, H>): Endpoint<P, Q, B, R, A, H> {
  return description
}

// An optional field's type includes undefined: what counts is the schema it was given.
type Output<S> = [NonNullable<S>] extends [never] ? undefined : z.output<NonNullable<S> & Schema>
type Input<S> = [NonNullable<S>] extends [never] ? undefined : z.input<NonNullable<S> & Schema>

/** What the server's handler receives after validation. */
export type ParamsOf<E extends AnyEndpoint> = Output<E['params']>
export type QueryOf<E extends AnyEndpoint> = Output<E['query']>
export type BodyOf<E extends AnyEndpoint> = Output<E['body']>
/** What a caller sends. */
export type ParamsInput<E extends AnyEndpoint> = Input<E['params']>
export type QueryInput<E extends AnyEndpoint> = Input<E['query']>
export type BodyInput<E extends AnyEndpoint> = Input<E['body']>
/** What a caller sends to a handler that parses the body itself. */
export type HandlerBodyInput<E extends AnyEndpoint> = Input<E['handlerBody']>
/** What the server answers and a caller receives. */
export type AnswerOf<E extends AnyEndpoint> = Output<E['response']>

/**
 * Every error status a call can answer: its own, 400 when it takes input, 401/403 from its
 * access. Each carries `{message, errors?}`.
 */
export function errorStatuses(e: AnyEndpoint): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(e.errors ?? [])
  if (e.params || e.query || e.body) statuses.add(400)
  if (e.access === 'user' || e.access === 'admin' || e.access === 'adminWrite') statuses.add(401)
  if (e.access === 'admin' || e.access === 'adminWrite') statuses.add(403)
  return [...statuses].sort((a, b) => a - b)
}

/** The response schemas of a call, for the route's schema and the API's documentation. */
export function responseSchemas(e: AnyEndpoint): Record<number, Schema> {
  const schemas: Record<number, Schema> = {}
  if (e.response) schemas[e.status ?? 200] = e.response
  for (const status of errorStatuses(e)) schemas[status] = ErrorSchema
  for (const [status, schema] of Object.entries(e.otherAnswers ?? {})) {
    if (schema) schemas[Number(status)] = schema
  }
  return schemas
}

/** A row id in a path: a positive integer that fits the column; anything else is a 400. */
export const RowIdParamSchema = z
  .pipe(z.string().check(z.regex(/^\d{1,10}$/, 'must be a positive integer')), z.transform(Number))
  .check(z.refine((n) => n >= 1 && n <= MAX_ROW_ID, 'must be a positive integer'))

export const IdParamsSchema = z.object({ id: RowIdParamSchema })

/** The longest title a path may carry; longer ones cannot exist. */
export const TITLE_PARAM_MAX = 300

export const TitleParamsSchema = z.object({ title: z.string().check(z.maxLength(TITLE_PARAM_MAX)) })
