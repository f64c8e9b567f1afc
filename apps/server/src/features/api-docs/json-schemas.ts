import { z } from 'zod'

export type Json = Record<string, unknown>

const COMPONENTS = '#/components/schemas/'

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `value` with every `$ref` passed through `rename`. */
function renameRefs(value: unknown, rename: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, rename))
  if (!isObject(value)) return value
  const out: Json = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] = key === '$ref' && typeof item === 'string' ? rename(item) : renameRefs(item, rename)
  }
  return out
}

/**
 * The JSON Schemas (2020-12, OpenAPI 3.1's dialect) of the contract's zod schemas, as
 * lib/response-schemas.ts writes the answers': what JSON Schema cannot say (a transform's
 * result, a date) is left open. A request is described as sent (`input`), an answer as
 * written (`output`). Definitions zod puts beside a schema (a recursive shape) move to the
 * document's components, where every `$ref` of the document points.
 */
export class JsonSchemas {
  readonly #components: Record<string, Json> = {}
  readonly #named = new Map<z.core.$ZodType, string>()
  readonly #cache = new Map<string, Map<z.core.$ZodType, Json>>()
  #count = 0

  /** Lists `schema` among the components as `name`; later uses point to it. */
  name(name: string, schema: z.core.$ZodType): void {
    this.#components[name] = this.#convert(schema, 'output', name)
    this.#named.set(schema, name)
  }

  /** A success answer's schema, or a reference to its component when it has a name. */
  answer(schema: z.core.$ZodType): Json {
    const name = this.#named.get(schema)
    return name ? { $ref: COMPONENTS + name } : this.inline(schema, 'output')
  }

  inline(schema: z.core.$ZodType, io: 'input' | 'output'): Json {
    let cache = this.#cache.get(io)
    if (!cache) this.#cache.set(io, (cache = new Map<z.core.$ZodType, Json>()))
    let json = cache.get(schema)
    if (!json) {
      json = this.#convert(schema, io)
      cache.set(schema, json)
    }
    return json
  }

  components(): Record<string, Json> {
    return { ...this.#components }
  }

  #convert(schema: z.core.$ZodType, io: 'input' | 'output', name?: string): Json {
    const converted = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      unrepresentable: 'any',
    }) as Json
    const { $schema: _dialect, $defs, ...root } = converted
    const text = JSON.stringify(converted)
    const selfReferring = text.includes('"$ref":"#"')
    if (!isObject($defs) && !selfReferring) return root
    // Names the definitions would share with other schemas' get a number of their own.
    const prefix = name ?? `Schema${++this.#count}`
    const rename = (ref: string) =>
      ref === '#'
        ? COMPONENTS + prefix
        : ref.startsWith('#/$defs/')
          ? `${COMPONENTS}${prefix}_${ref.slice('#/$defs/'.length)}`
          : ref
    for (const [key, definition] of Object.entries(isObject($defs) ? $defs : {})) {
      this.#components[`${prefix}_${key}`] = renameRefs(definition, rename) as Json
    }
    const renamed = renameRefs(root, rename) as Json
    if (!selfReferring || name) return renamed
    this.#components[prefix] = renamed
    return { $ref: COMPONENTS + prefix }
  }
}
