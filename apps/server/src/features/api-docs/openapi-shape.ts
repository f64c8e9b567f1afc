/*
 * What the API document must hold to be read by OpenAPI 3.1 tools, checked by hand (no
 * OpenAPI validator is among the dependencies): the fields the specification requires, unique
 * operation ids, path templates that match their parameters, declared tags and security
 * schemes, and references that all resolve. Used by the tests.
 */

type Json = Record<string, unknown>

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']
const PLACES = ['path', 'query', 'header', 'cookie']

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The value a local reference (`#/components/schemas/Error`) points to, if any. */
function resolve(document: Json, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined
  let node: unknown = document
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~')
    if (!isObject(node) && !Array.isArray(node)) return undefined
    node = (node as Json)[key]
    if (node === undefined) return undefined
  }
  return node
}

function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refs(item, out)
  else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') out.push(item)
      else refs(item, out)
    }
  }
  return out
}

/** The document's problems, one line each; none for a sound document. */
export function checkOpenApiShape(document: Json): string[] {
  const problems: string[] = []
  if (typeof document.openapi !== 'string' || !/^3\.1\.\d+$/.test(document.openapi)) {
    problems.push('openapi must be 3.1.x')
  }
  const info = document.info
  if (!isObject(info) || typeof info.title !== 'string' || typeof info.version !== 'string') {
    problems.push('info needs a title and a version')
  }
  if (!isObject(document.paths)) return [...problems, 'paths must be an object']
  const components = isObject(document.components) ? document.components : {}
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {}
  const tags = new Set(
    (Array.isArray(document.tags) ? document.tags : []).map((tag) => (tag as Json).name),
  )
  const operationIds = new Set<string>()

  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/')) problems.push(`${path}: a path starts with /`)
    if (!isObject(item)) continue
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!)
    for (const [method, op] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`
      if (!METHODS.includes(method) || !isObject(op)) {
        problems.push(`${where}: not an operation`)
        continue
      }
      if (typeof op.operationId !== 'string') problems.push(`${where}: no operationId`)
      else if (operationIds.has(op.operationId)) {
        problems.push(`${where}: operationId ${op.operationId} is used twice`)
      } else operationIds.add(op.operationId)

      const responses = isObject(op.responses) ? op.responses : {}
      if (Object.keys(responses).length === 0) problems.push(`${where}: no responses`)
      for (const [status, response] of Object.entries(responses)) {
        if (!/^([1-5](\d\d|XX)|default)$/.test(status)) {
          problems.push(`${where}: ${status} is not a status`)
        }
        if (!isObject(response) || typeof response.description !== 'string') {
          problems.push(`${where} ${status}: a response needs a description`)
        }
      }

      const parameters = (Array.isArray(op.parameters) ? op.parameters : []) as Json[]
      const seen = new Set<string>()
      for (const p of parameters) {
        const key = `${String(p.in)} ${String(p.name)}`
        if (typeof p.name !== 'string' || !PLACES.includes(p.in as string)) {
          problems.push(`${where}: parameter ${key} needs a name and a place`)
        }
        if (seen.has(key)) problems.push(`${where}: parameter ${key} is listed twice`)
        seen.add(key)
        if (!isObject(p.schema)) problems.push(`${where}: parameter ${key} has no schema`)
        if (p.in === 'path' && p.required !== true) {
          problems.push(`${where}: path parameter ${String(p.name)} must be required`)
        }
        if (p.in === 'path' && !templated.includes(p.name as string)) {
          problems.push(`${where}: path parameter ${String(p.name)} is not in the path`)
        }
      }
      for (const name of templated) {
        if (!parameters.some((p) => p.in === 'path' && p.name === name)) {
          problems.push(`${where}: {${name}} has no parameter`)
        }
      }

      if (op.requestBody !== undefined) {
        const body = op.requestBody
        if (!isObject(body) || !isObject(body.content) || !Object.keys(body.content).length) {
          problems.push(`${where}: a request body needs content`)
        }
      }
      for (const tag of Array.isArray(op.tags) ? op.tags : []) {
        if (!tags.has(tag)) problems.push(`${where}: tag ${String(tag)} is not declared`)
      }
      for (const requirement of Array.isArray(op.security) ? op.security : []) {
        for (const name of Object.keys(requirement as Json)) {
          if (!isObject(schemes[name])) problems.push(`${where}: no security scheme ${name}`)
        }
      }
    }
  }
  for (const ref of new Set(refs(document))) {
    if (resolve(document, ref) === undefined) problems.push(`$ref ${ref} does not resolve`)
  }
  return problems
}
