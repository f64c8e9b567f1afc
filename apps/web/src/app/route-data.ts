import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query'
import { matchRoutes, type Params, type RouteObject } from 'react-router'
import type { Session, SessionStore } from '#src/lib/session.ts'

/** What a route's data depends on: its address and who is looking at it. */
export interface RouteLoadArgs {
  params: Params
  request: Request
  session: Session
}

/**
 * A route's data, declared once beside its component: it fills the query cache with the
 * queries the page reads (through the same query options), and resolves once they settled.
 * A failed query is left in the cache as the page would meet it; the promise never rejects.
 */
export type RouteLoad = (queryClient: QueryClient, args: RouteLoadArgs) => Promise<unknown>

/** Carried in a route's `handle`, so the route tree stays one static list. */
export interface RouteData {
  load: RouteLoad
}

export const routeData = (load: RouteLoad): RouteData => ({ load })

const loadOf = (route: RouteObject): RouteLoad | undefined =>
  (route.handle as Partial<RouteData> | undefined)?.load

/** Starts the given queries (each one skipped while its cached answer is fresh). */
export function prefetch(
  queryClient: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each query has its own data type
  ...queries: FetchQueryOptions<any, any, any, any>[]
): Promise<unknown> {
  return Promise.all(queries.map((query) => queryClient.prefetchQuery(query)))
}

/** The params a route's own path names (`/course/:title` → `title`); the splat as `*`. */
const ownParams = (path = '') => [
  ...[...path.matchAll(/:(\w+)/g)].map((match) => match[1]!),
  ...(path.endsWith('*') ? ['*'] : []),
]

/**
 * The routes as the browser's router runs them: a route with data gets a loader that starts
 * its load and returns at once, so a page never waits for its data to be shown; it shows
 * its own loading state and finds the answers (or the requests on their way) in the cache.
 * The load runs again only when the route's own params change (another course), not when a
 * filter in the query string changes nor when a child page opens: the data of a page that
 * stays on screen is kept fresh by its queries, as before.
 */
export function withLoaders(
  routes: RouteObject[],
  queryClient: QueryClient,
  session: SessionStore,
): RouteObject[] {
  return routes.map((route): RouteObject => {
    const load = loadOf(route)
    const data = load
      ? {
          loader: ({ params, request }: { params: Params; request: Request }) => {
            void load(queryClient, { params, request, session: session.getSnapshot() })
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
    const children = route.children && withLoaders(route.children, queryClient, session)
    return { ...route, ...data, children }
  })
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
): Promise<void> {
  const matches = matchRoutes(routes, new URL(request.url).pathname) ?? []
  await Promise.all(
    matches.map(({ route, params }) => loadOf(route)?.(queryClient, { params, request, session })),
  )
}
