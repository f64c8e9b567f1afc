import { z } from 'zod'

/*
 * Answers are written by compiled serializers (Fastify's fast-json-stringify), built from
 * the JSON Schema of the contract's zod answer: an answer is no longer checked by zod each
 * time it leaves, and only the properties the contract names are written, so a column a
 * handler forgot to drop never reaches the wire. Input stays checked by zod
 * (docs/architecture.md#contract).
 */

type Json = Record<string, unknown>

const cache = new WeakMap<z.core.$ZodType, Json>()

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * `anyOf: [X, {type: 'null'}]`, zod's nullable, becomes `type: [X's type, 'null']` when X
 * is one plain type: the serializer then checks the value's type instead of running a
 * validator for each branch.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify)
  if (!isObject(schema)) return schema
  const out: Json = {}
  for (const [key, value] of Object.entries(schema)) out[key] = simplify(value)
  const anyOf = out.anyOf
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || Object.keys(out).length !== 1) return out
  const nullIndex = anyOf.findIndex((branch) => isObject(branch) && branch.type === 'null')
  const other: unknown = anyOf[1 - nullIndex]
  if (nullIndex === -1 || !isObject(other) || typeof other.type !== 'string') return out
  if ('anyOf' in other || 'oneOf' in other || 'allOf' in other || 'const' in other) return out
  if ('enum' in other && !Array.isArray(other.enum)) return out
  const nullable: Json = { ...other, type: [other.type, 'null'] }
  if (Array.isArray(other.enum)) nullable.enum = [...(other.enum as unknown[]), null]
  return nullable
}

/**
 * The JSON Schema of a zod answer, as the serializer reads it: the shape after transforms
 * (`io: 'output'`); what JSON Schema cannot say (a transform's result, a date) is left
 * open and written as JSON.stringify would.
 */
export function responseJsonSchema(schema: z.core.$ZodType): Json {
  let json = cache.get(schema)
  if (!json) {
    const { $schema: _draft, ...rest } = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
    })
    json = simplify(rest) as Json
    cache.set(schema, json)
  }
  return json
}

/** The JSON Schemas of a route's answers by status, for its `schema.response`. */
export function responseJsonSchemas(
  schemas: Record<number, z.core.$ZodType>,
): Record<number, Json> {
  const out: Record<number, Json> = {}
  for (const [status, schema] of Object.entries(schemas)) {
    out[Number(status)] = responseJsonSchema(schema)
  }
  return out
}
