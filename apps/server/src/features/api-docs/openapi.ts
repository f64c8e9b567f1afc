import type { z } from 'zod'
import { ErrorSchema } from '@aula/contract/common'
import { responseSchemas, type Access, type AnyEndpoint } from '@aula/contract/endpoint'
import { JsonSchemas, type Json } from './json-schemas.ts'

/*
 * The API document (OpenAPI 3.1), written from the contract's endpoint descriptions: the
 * same descriptions the server registers its routes from, so the document cannot list a
 * call the server does not answer, nor miss one (docs/decisions/022-openapi-from-the-contract.md).
 */

export interface OpenApiOptions {
  /** The product's name, shown as the document's title. */
  title: string
  version: string
  /** The public address the API is called at (PUBLIC_URL). */
  serverUrl: string
  /** Contract modules by tag; each export named `…Endpoints` is a group of calls. */
  modules: Record<string, Record<string, unknown>>
}

export interface ContractCall {
  tag: string
  /** `CourseAdmin` for `CourseAdminEndpoints`. */
  group: string
  key: string
  endpoint: AnyEndpoint
}

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyEndpoint).method === 'string' &&
  typeof (value as AnyEndpoint).path === 'string' &&
  typeof (value as AnyEndpoint).access === 'string'

/** Every call the modules describe, once each (a module may pass another's calls on). */
export function contractCalls(modules: OpenApiOptions['modules']): ContractCall[] {
  const seen = new Set<AnyEndpoint>()
  const calls: ContractCall[] = []
  for (const [tag, module] of Object.entries(modules)) {
    for (const [name, group] of Object.entries(module)) {
      if (!name.endsWith('Endpoints') || typeof group !== 'object' || group === null) continue
      for (const [key, endpoint] of Object.entries(group)) {
        if (!isEndpoint(endpoint) || seen.has(endpoint)) continue
        seen.add(endpoint)
        calls.push({ tag, group: name.slice(0, -'Endpoints'.length), key, endpoint })
      }
    }
  }
  return calls
}

/** Fastify's `/api/course/:title` as OpenAPI writes it: `/api/course/{title}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}')

const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!)

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input; `errors` lists the failing fields',
  401: 'No token, or an unknown or expired one',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict with what is stored',
  413: 'Too large',
  415: 'Wrong file type',
  416: 'Range not satisfiable',
  422: 'Not processable',
  429: 'Too many requests; try again later',
  502: 'The payment provider did not answer as expected',
  503: 'Unavailable for now',
}

const SUCCESS_DESCRIPTIONS: Record<number, string> = {
  200: 'Success',
  201: 'Created',
  202: 'Accepted; the work is done later',
  204: 'Done; nothing to send back',
}

/** A call whose answer is all in its headers (an upload's status, a chunk taken): no body. */
const answersInHeaders = (e: AnyEndpoint) =>
  !e.response && (e.method === 'HEAD' || e.status === 201 || e.status === 204)

/** A call without a JSON answer sends a file; its type by the address's extension. */
const FILE_TYPES: Record<string, string> = {
  '.ics': 'text/calendar',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
}

const ACCESS_NOTES: Record<Access, string> = {
  public: 'Anyone.',
  optionalUser: 'Anyone; signed in, the answer may be the caller’s own.',
  user: 'A signed-in user.',
  admin: 'An admin (session or private token).',
  adminWrite: 'An admin’s private token (`GET /api/generate-private-token/`).',
}

function security(access: Access): Json[] | undefined {
  switch (access) {
    case 'public':
      return undefined
    case 'optionalUser':
      return [{}, { session: [] }]
    case 'user':
      return [{ session: [] }]
    case 'admin':
      return [{ session: [] }, { privateToken: [] }]
    case 'adminWrite':
      return [{ privateToken: [] }]
  }
}

/**
 * An upload: a write without a JSON body that may answer 415 (wrong file type). Its form is
 * read by the server as it streams (docs/architecture.md#contract).
 */
export const isUpload = (e: AnyEndpoint) =>
  (e.method === 'POST' || e.method === 'PUT') &&
  !e.body &&
  !e.handlerBody &&
  (e.errors ?? []).includes(415)

/** The query or path parameters a zod object describes. */
function parameters(
  schemas: JsonSchemas,
  where: 'path' | 'query',
  objects: z.core.$ZodType[],
  requiredInAll: boolean,
): Json[] {
  const byName = new Map<string, Json>()
  for (const object of objects) {
    const json = schemas.inline(object, 'input')
    const properties = (json.properties ?? {}) as Record<string, Json>
    const required = new Set((json.required ?? []) as string[])
    for (const [name, schema] of Object.entries(properties)) {
      if (byName.has(name)) continue
      const { description, ...rest } = schema
      byName.set(name, {
        name,
        in: where,
        required: where === 'path' || (requiredInAll && required.has(name)),
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      })
    }
  }
  return [...byName.values()]
}

function operation(schemas: JsonSchemas, calls: ContractCall[]): Json {
  const [first] = calls as [ContractCall, ...ContractCall[]]
  const e = first.endpoint
  const operationId = lowerFirst(first.group) + upperFirst(first.key)

  const paramSchemas = calls.flatMap((c) => (c.endpoint.params ? [c.endpoint.params] : []))
  const params = parameters(schemas, 'path', paramSchemas, true)
  for (const name of pathParamNames(e.path)) {
    if (!params.some((p) => p.name === name)) {
      params.push({ name, in: 'path', required: true, schema: { type: 'string' } })
    }
  }
  const querySchemas = calls.flatMap((c) => (c.endpoint.query ? [c.endpoint.query] : []))
  // Calls that share an address without a query (a list, and its page): nothing is required.
  const query = parameters(schemas, 'query', querySchemas, querySchemas.length === calls.length)

  const responses: Record<string, Json> = {}
  const byStatus = new Map<number, z.core.$ZodType[]>()
  let fileStatus: number | undefined
  for (const { endpoint } of calls) {
    for (const [status, schema] of Object.entries(responseSchemas(endpoint))) {
      const list = byStatus.get(Number(status)) ?? []
      if (!list.includes(schema)) list.push(schema)
      byStatus.set(Number(status), list)
    }
    if (!endpoint.response) fileStatus = endpoint.status ?? 200
  }
  if (fileStatus !== undefined && !byStatus.has(fileStatus)) {
    const type = Object.entries(FILE_TYPES).find(([ext]) => e.path.endsWith(ext))?.[1]
    responses[fileStatus] = answersInHeaders(e)
      ? { description: `${SUCCESS_DESCRIPTIONS[fileStatus]}; the answer is in the headers` }
      : { description: 'A file, not JSON', content: { [type ?? '*/*']: { schema: {} } } }
  }
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    const json = list.map((schema) =>
      schema === ErrorSchema ? { $ref: '#/components/schemas/Error' } : schemas.answer(schema),
    )
    const description =
      SUCCESS_DESCRIPTIONS[status] ?? ERROR_DESCRIPTIONS[status] ?? `Status ${status}`
    responses[status] = {
      description,
      content: {
        'application/json': { schema: json.length === 1 ? json[0] : { anyOf: json } },
      },
    }
  }

  const bodySchema = e.body ?? e.handlerBody
  const requestBody = bodySchema
    ? {
        required: true,
        content: { 'application/json': { schema: schemas.inline(bodySchema, 'input') } },
      }
    : isUpload(e)
      ? {
          required: true,
          description: 'A multipart form: its text fields and files.',
          content: { 'multipart/form-data': { schema: { type: 'object' } } },
        }
      : e.method === 'PATCH'
        ? {
            required: true,
            description: 'The next bytes of the file, from Upload-Offset (the tus protocol).',
            content: { 'application/offset+octet-stream': { schema: {} } },
          }
        : undefined

  const shared =
    calls.length > 1 ? ' The calls share this address: the query chooses which one answers.' : ''
  const access = security(e.access)
  return {
    operationId,
    // Where the call is described: `CourseAdminEndpoints.create` in the contract.
    summary: calls.map((c) => `${c.group}Endpoints.${c.key}`).join(', '),
    tags: [first.tag],
    description: `Access: ${ACCESS_NOTES[e.access]}${shared}`,
    ...(params.length || query.length ? { parameters: [...params, ...query] } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    ...(access ? { security: access } : {}),
  }
}

/** The whole document, as JSON-ready data. */
export function buildOpenApi(options: OpenApiOptions): Json {
  const schemas = new JsonSchemas()
  schemas.name('Error', ErrorSchema)
  const calls = contractCalls(options.modules)
  const byRoute = new Map<string, ContractCall[]>()
  for (const call of calls) {
    const key = `${call.endpoint.method} ${call.endpoint.path}`
    byRoute.set(key, [...(byRoute.get(key) ?? []), call])
  }
  const paths: Record<string, Record<string, Json>> = {}
  for (const group of byRoute.values()) {
    const e = group[0]!.endpoint
    const path = openApiPath(e.path)
    paths[path] = { ...paths[path], [e.method.toLowerCase()]: operation(schemas, group) }
  }
  const tags = [...new Set(calls.map((c) => c.tag))].map((name) => ({ name }))
  return {
    openapi: '3.1.0',
    info: {
      title: `${options.title} API`,
      version: options.version,
      description:
        'Every call of the site, generated from the contract the server registers its routes ' +
        'from. Errors answer `{message, errors?}`. Sign in with `POST /api/login/` and send ' +
        'its token as `Authorization: Bearer <token>`.',
    },
    servers: [{ url: options.serverUrl }],
    tags,
    paths,
    components: {
      schemas: schemas.components(),
      securitySchemes: {
        session: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token `POST /api/login/` answers.',
        },
        privateToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A private token from `GET /api/generate-private-token/`, valid 5 minutes: the ' +
            'only token admin writes accept.',
        },
      },
    },
  }
}
