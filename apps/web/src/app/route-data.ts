import type { FetchQueryOptions, Query, QueryCache, QueryClient } from '@tanstack/react-query'
import { matchRoutes, type Params, type RouteObject } from 'react-router'
import type { Language } from '@aula/contract/values/common'
import type { Session, SessionStore } from '#src/lib/session.ts'

/** What a route's data depends on: its address and who is looking at it. */
export interface RouteLoadArgs {
  params: Params
  request: Request
  session: Session
  /** The language the content is read in (docs/product.md#content-languages-and-urls). */
  language: Language
}

/** One query a page reads, as its feature's query options build it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each query has its own data type
export type RouteQuery = FetchQueryOptions<any, any, any, any>

/**
 * A route's data, declared once beside its component: the queries its page reads, built
 * with the same query options (and arguments) the page's components use, so an answer in
 * the cache is the one they look for.
 */
export type RouteQueries = (args: RouteLoadArgs) => RouteQuery[]

/** Carried in a route's `handle`, so the route tree stays one static list. */
export interface RouteData {
  queries: RouteQueries
  /**
   * Whether the browser's router starts the queries with a loader (the default). A route
   * with a loader commits its navigation in a transition, even one asked to happen at once
   * (`flushSync`); a page such a navigation must show at once reads its data from its
   * components alone in the browser.
   */
  browserLoader: boolean
}

export const routeData = (
  queries: RouteQueries,
  { browserLoader = true }: { browserLoader?: boolean } = {},
): RouteData => ({ queries, browserLoader })

const dataOf = (route: RouteObject): Partial<RouteData> => (route.handle ?? {}) as RouteData
const queriesOf = (route: RouteObject) => dataOf(route).queries

/**
 * Fills the cache with a route's queries (each one skipped while its cached answer is
 * fresh) and resolves once they settled. A failure stays in the cache, as the page would
 * meet it; the promise never rejects.
 */
export function loadRoute(queryClient: QueryClient, queries: RouteQueries, args: RouteLoadArgs) {
  return Promise.all(queries(args).map((query) => queryClient.prefetchQuery(query)))
}

/**
 * Every load of the routes an address shows, awaited: what a server renderer does before
 * rendering the page, and what the tests check the page then reads.
 */
export async function loadRouteData(
  routes: RouteObject[],
  queryClient: QueryClient,
  request: Request,
  session: Session,
  language: Language = 'it',
): Promise<void> {
  const matches = matchRoutes(routes, new URL(request.url).pathname) ?? []
  await Promise.all(
    matches.flatMap(({ route, params }) => {
      const queries = queriesOf(route)
      const args = { params, request, session, language }
      return queries ? [loadRoute(queryClient, queries, args)] : []
    }),
  )
}

/** How long a failure started by a navigation waits for its page to show it. */
const FAILURE_WAITS_FOR_PAGE_MS = 3000

/** Resolves once a component reads `query` (at once if one does), or after `ms`. */
function read(cache: QueryCache, query: Query, ms: number): Promise<void> {
  if (query.getObserversCount() > 0) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
    const timer = setTimeout(done, ms)
    const unsubscribe = cache.subscribe((event) => {
      if (event.type === 'observerAdded' && event.query === query) done()
    })
  })
}

/**
 * The query as a navigation starts it: a failure is told once the page reads the query, as
 * its own request would have told it. Were it cached before, the page, mounting on a failed
 * query, would ask again; a failing first request would be sent twice and its error never
 * shown.
 */
function forNavigation(cache: QueryCache, query: RouteQuery): RouteQuery {
  const { queryFn } = query
  if (typeof queryFn !== 'function') return query
  return {
    ...query,
    queryFn: async (context: Parameters<typeof queryFn>[0]) => {
      try {
        const data: unknown = await queryFn(context)
        return data
      } catch (error) {
        const started = cache.find({
          queryKey: context.queryKey as readonly unknown[],
          exact: true,
        })
        if (started) await read(cache, started, FAILURE_WAITS_FOR_PAGE_MS)
        throw error
      }
    },
  }
}

/** The params a route's own path names (`/course/:title` → `title`); the splat as `*`. */
const ownParams = (path = '') => [
  ...[...path.matchAll(/:(\w+)/g)].map((match) => match[1]!),
  ...(path.endsWith('*') ? ['*'] : []),
]

/**
 * The routes as the browser's router runs them: a route with data gets a loader that starts
 * its queries and returns at once, so a navigation is never held: the page shows its own
 * loading state and finds the answers (or the requests on their way) in the cache.
 * The loader runs again only when the route's own params change (another course), not when
 * a filter in the query string changes nor when a child page opens: the data of a page that
 * stays on screen is kept fresh by its queries, as before.
 */
export function withLoaders(
  routes: RouteObject[],
  queryClient: QueryClient,
  session: SessionStore,
  language: () => Language = () => 'it',
): RouteObject[] {
  const cache = queryClient.getQueryCache()
  return routes.map((route): RouteObject => {
    const { queries, browserLoader } = dataOf(route)
    const data =
      queries && browserLoader
        ? {
            loader: ({ params, request }: { params: Params; request: Request }) => {
              const args = {
                params,
                request,
                session: session.getSnapshot(),
                language: language(),
              }
              const started = () => queries(args).map((query) => forNavigation(cache, query))
              void loadRoute(queryClient, started, args)
              return null
            },
            shouldRevalidate: ({
              currentParams,
              nextParams,
            }: {
              currentParams: Params
              nextParams: Params
            }) => ownParams(route.path).some((key) => currentParams[key] !== nextParams[key]),
          }
        : {}
    if (route.index) return { ...route, ...data }
    const children = route.children && withLoaders(route.children, queryClient, session, language)
    return { ...route, ...data, children }
  })
}

/**
 * The routes as the server renders them: a route with data waits for its queries, so the
 * page is rendered with its answers, and the page hydrates with the same cache.
 */
export function withServerLoaders(
  routes: RouteObject[],
  queryClient: QueryClient,
  session: Session,
  language: Language = 'it',
): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { queries } = dataOf(route)
    const data = queries
      ? {
          loader: async ({ params, request }: { params: Params; request: Request }) => {
            await loadRoute(queryClient, queries, { params, request, session, language })
            return null
          },
        }
      : {}
    if (route.index) return { ...route, ...data }
    const children =
      route.children && withServerLoaders(route.children, queryClient, session, language)
    return { ...route, ...data, children }
  })
}
