import { describe, expect, it } from 'vitest'
import { z } from '@aula/contract/zod'
import { SuccessSchema } from '@aula/contract/common'
import { IdParamsSchema, endpoint, errorStatuses } from '@aula/contract/endpoint'
import { CONTRACT_MODULES } from './contract-modules.ts'
import { buildOpenApi } from './openapi.ts'
import { checkOpenApiShape } from './openapi-shape.ts'

interface Schema {
  type?: string
  properties?: Record<string, Schema>
  required?: string[]
  anyOf?: Schema[]
  $ref?: string
}
interface Parameter {
  name: string
  in: string
  required: boolean
  schema: Schema
}
type Content = Record<string, { schema: Schema }>
interface Operation {
  operationId: string
  summary: string
  parameters?: Parameter[]
  requestBody?: { content: Content }
  responses: Record<string, { description: string; content?: Content }>
  security?: unknown[]
}
interface Document {
  paths: Record<string, Record<string, Operation>>
  tags: { name: string }[]
  info: unknown
  servers: unknown
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, unknown> }
}

const build = (modules: Record<string, Record<string, unknown>>) =>
  buildOpenApi({
    title: 'Aula',
    version: '1.2.3',
    serverUrl: 'https://aula.example',
    modules,
  }) as unknown as Document

/** The operation, or a failed test when the document lacks it. */
function op(doc: Document, path: string, method: string): Operation {
  const found = doc.paths[path]?.[method]
  if (!found) throw new Error(`no ${method} ${path}`)
  return found
}

/** The JSON schema of a response or body's content. */
function schemaOf(content: Content | undefined, type = 'application/json'): Schema {
  const found = content?.[type]?.schema
  if (!found) throw new Error(`no ${type} content`)
  return found
}

const Thing = z.object({ id: z.number(), name: z.string() })

interface Tree {
  name: string
  children: Tree[]
}
const TreeSchema: z.ZodMiniType<Tree> = z.object({
  name: z.string(),
  get children() {
    return z.array(TreeSchema)
  },
})

const ThingEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/things/',
    access: 'public',
    response: z.object({ things: z.array(Thing) }),
  }),
  page: endpoint({
    method: 'GET',
    path: '/api/things/',
    access: 'public',
    query: z.object({ page: z.string(), q: z.optional(z.string()) }),
    response: z.object({ page: z.array(Thing), total: z.number() }),
  }),
  one: endpoint({
    method: 'GET',
    path: '/api/thing/:id',
    access: 'optionalUser',
    params: IdParamsSchema,
    response: Thing,
    errors: [404],
  }),
  file: endpoint({ method: 'GET', path: '/api/thing/:id/card.ics', access: 'user' }),
  tree: endpoint({ method: 'GET', path: '/api/tree', access: 'admin', response: TreeSchema }),
}
const ThingAdminEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/thing/',
    access: 'adminWrite',
    response: SuccessSchema,
    errors: [409, 413, 415],
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/api/thing/',
    access: 'adminWrite',
    body: z.object({ id: z.pipe(z.string(), z.transform(Number)), name: z.string() }),
    response: SuccessSchema,
    errors: [404],
  }),
}

describe('buildOpenApi', () => {
  const doc = build({ things: { ThingEndpoints, ThingAdminEndpoints, notCalls: { a: 1 } } })
  const sound = (d: Document) => checkOpenApiShape(d as unknown as Record<string, unknown>)

  it('writes one operation per address and method, in OpenAPI’s path notation', () => {
    expect(sound(doc)).toEqual([])
    expect(Object.keys(doc.paths)).toEqual([
      '/api/things/',
      '/api/thing/{id}',
      '/api/thing/{id}/card.ics',
      '/api/tree',
      '/api/thing/',
    ])
    expect(Object.keys(doc.paths['/api/thing/'] ?? {})).toEqual(['post', 'put'])
    expect(op(doc, '/api/thing/', 'post')).toMatchObject({
      operationId: 'thingAdminCreate',
      summary: 'ThingAdminEndpoints.create',
    })
    expect(op(doc, '/api/things/', 'get').summary).toBe('ThingEndpoints.list, ThingEndpoints.page')
    expect(doc.tags).toEqual([{ name: 'things' }])
    expect(doc.info).toMatchObject({ title: 'Aula API', version: '1.2.3' })
    expect(doc.servers).toEqual([{ url: 'https://aula.example' }])
  })

  it('joins a list and its page: the query is optional and the answer is either', () => {
    const list = op(doc, '/api/things/', 'get')
    expect(list.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
      ['page', 'query', false],
      ['q', 'query', false],
    ])
    const answer = schemaOf(list.responses['200']?.content)
    expect(answer.anyOf?.map((s) => Object.keys(s.properties ?? {}))).toEqual([
      ['things'],
      ['page', 'total'],
    ])
  })

  it('describes parameters and bodies as sent, answers as written', () => {
    const one = op(doc, '/api/thing/{id}', 'get')
    expect(one.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ])
    expect(one.parameters?.[0]?.schema.type).toBe('string')
    const body = schemaOf(op(doc, '/api/thing/', 'put').requestBody?.content)
    expect(body.properties?.id?.type).toBe('string')
    expect(body.required).toEqual(['id', 'name'])
    expect(schemaOf(one.responses['200']?.content).properties?.id?.type).toBe('number')
  })

  it('lists every error the call can answer, each with the {message, errors?} shape', () => {
    const rename = op(doc, '/api/thing/', 'put')
    const statuses = errorStatuses(ThingAdminEndpoints.rename).map(String)
    expect(statuses).toEqual(['400', '401', '403', '404'])
    expect(Object.keys(rename.responses)).toEqual(['200', ...statuses])
    for (const status of statuses) {
      expect(schemaOf(rename.responses[status]?.content)).toEqual({
        $ref: '#/components/schemas/Error',
      })
    }
    const error = doc.components.schemas.Error
    expect(error?.required).toEqual(['message'])
    expect(Object.keys(error?.properties ?? {})).toEqual(['message', 'errors'])
  })

  it('describes an upload as a multipart form, and a file answer by its type', () => {
    const create = op(doc, '/api/thing/', 'post')
    expect(Object.keys(create.requestBody?.content ?? {})).toEqual(['multipart/form-data'])
    expect(op(doc, '/api/things/', 'get').requestBody).toBeUndefined()
    const file = op(doc, '/api/thing/{id}/card.ics', 'get')
    expect(Object.keys(file.responses['200']?.content ?? {})).toEqual(['text/calendar'])
    // No params schema: the path's parameter is still listed.
    expect(file.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ])
  })

  it('asks for a bearer token by who may call', () => {
    const security = (path: string, method: string) => op(doc, path, method).security
    expect(security('/api/things/', 'get')).toBeUndefined()
    expect(security('/api/thing/{id}', 'get')).toEqual([{}, { session: [] }])
    expect(security('/api/thing/{id}/card.ics', 'get')).toEqual([{ session: [] }])
    expect(security('/api/tree', 'get')).toEqual([{ session: [] }, { privateToken: [] }])
    expect(security('/api/thing/', 'post')).toEqual([{ privateToken: [] }])
    expect(doc.components.securitySchemes.session).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    })
  })

  it('moves a recursive shape to the components, where its references point', () => {
    const tree = schemaOf(op(doc, '/api/tree', 'get').responses['200']?.content)
    expect(JSON.stringify(doc)).not.toContain('"#/$defs/')
    expect(JSON.stringify(tree)).toContain('#/components/schemas/')
    expect(sound(doc)).toEqual([])
  })
})

describe('the contract’s document', () => {
  const doc = build(CONTRACT_MODULES)

  it('is sound, with an operation id for every call and tags per contract module', () => {
    expect(checkOpenApiShape(doc as unknown as Record<string, unknown>)).toEqual([])
    const tags = doc.tags.map((t) => t.name)
    expect(tags).toEqual(expect.arrayContaining(['auth', 'courses', 'profile', 'admin-clients']))
    expect(schemaOf(op(doc, '/api/login/', 'post').requestBody?.content).type).toBe('object')
    const upload = op(doc, '/api/course/', 'put').requestBody?.content
    expect(schemaOf(upload, 'multipart/form-data').type).toBe('object')
  })
})

describe('checkOpenApiShape', () => {
  it('names what OpenAPI tools would refuse', () => {
    const broken = {
      openapi: '3.0.0',
      info: { title: 'x' },
      paths: {
        '/a/{id}': {
          get: { operationId: 'same', responses: {} },
          put: {
            operationId: 'same',
            tags: ['nowhere'],
            security: [{ missing: [] }],
            responses: {
              '200': { content: { 'application/json': { schema: { $ref: '#/nope' } } } },
            },
          },
        },
      },
    }
    expect(checkOpenApiShape(broken)).toEqual([
      'openapi must be 3.1.x',
      'info needs a title and a version',
      'GET /a/{id}: no responses',
      'GET /a/{id}: {id} has no parameter',
      'PUT /a/{id}: operationId same is used twice',
      'PUT /a/{id} 200: a response needs a description',
      'PUT /a/{id}: {id} has no parameter',
      'PUT /a/{id}: tag nowhere is not declared',
      'PUT /a/{id}: no security scheme missing',
      '$ref #/nope does not resolve',
    ])
  })
})
