import type { AnyEndpoint } from './endpoint.ts'

/*
 * Where a call lives and who may make it, without the schemas of what it carries. Each
 * contract module states its calls' routes in `routes/<module>.ts` and adds the schemas; the
 * web makes its calls through the routes alone, so a page starts without building a schema
 * it will not use (docs/architecture.md#contract).
 */

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call: anyone; anyone, with the signed-in user read when there is one; a signed-in
 * user; an admin (session or private token); an admin's private token, which every admin
 * write needs (docs/product.md#roles).
 */
export type Access = 'public' | 'optionalUser' | 'user' | 'admin' | 'adminWrite'

export interface Route {
  method: Method
  /** Fastify's notation: `/api/article/:title`. */
  path: string
  access: Access
}

declare const endpointType: unique symbol

/** A route that carries its endpoint's type, so a caller's params, body and answer are typed. */
export interface Call<E extends AnyEndpoint> extends Route {
  access: E['access']
  readonly [endpointType]?: E
}

/** The routes of a group of endpoints, each typed as its endpoint. */
export type CallsOf<T extends Record<string, AnyEndpoint>> = { readonly [K in keyof T]: Call<T[K]> }

/**
 * The URL of a call: each `:name` replaced by its value, encoded; the query string from the
 * defined values. `pathOf(ArticleRoutes.one, {title: 'Pizza'})` → `/api/article/Pizza`.
 */
export function pathOf(
  e: Pick<Route, 'path'>,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | undefined> = {},
): string {
  const path = e.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${e.path} needs ${name}`)
    return encodeURIComponent(String(value))
  })
  const qs = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&')
  return qs ? `${path}?${qs}` : path
}
