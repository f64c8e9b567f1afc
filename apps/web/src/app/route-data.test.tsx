import { StrictMode } from 'react'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import type { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { AuthPaths } from '@aula/contract/routes/auth'
import { CoursePaths } from '@aula/contract/routes/courses'
import { createQueryClient } from '#src/lib/query-client.ts'
import { SESSION_STORAGE_KEY, type Session } from '#src/lib/session.ts'
import { catalog } from '#src/testing/catalog-data.ts'
import { renderApp } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'
import { sessionCookie } from '#src/testing/session-cookie.ts'
import { testUsers } from '#src/testing/users.ts'
import { App, createApp, type AppInstance } from './app.tsx'
import { loadRouteData } from './route-data.ts'
import { routes } from './router.tsx'

/*
 * A page's data is declared once, by its route: loading it fills the query cache with what
 * the page reads, so a page rendered afterwards (as a server renderer will do) shows its
 * content without asking the API for anything more.
 */

const visitor: Session = { isLogged: false, user: null }
const student = testUsers.user
const signedIn: Session = {
  isLogged: true,
  user: { email: student.email, group: student.group },
}

const started: AppInstance[] = []

afterEach(() => {
  cleanup()
  started.splice(0).forEach((app) => app.router.dispose())
})

const load = (queryClient: QueryClient, path: string, session: Session) =>
  loadRouteData(routes, queryClient, new Request(new URL(path, window.location.origin)), session)

/** The whole app at `path`, on a query client filled beforehand. */
function renderWith(queryClient: QueryClient, path: string, session: Session) {
  if (session.user) {
    sessionCookie.set(student.token)
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session))
  }
  window.history.replaceState(null, '', path)
  const app = createApp({ queryClient })
  started.push(app)
  render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  )
}

/**
 * Every query in the cache that was asked for has a component reading it, and none is on
 * its way. (A page drawn before the start-up session check answers reads a signed-in
 * person's queries as a visitor's first, which ask for nothing.)
 */
async function pageReadsEveryLoadedQuery(queryClient: QueryClient) {
  await waitFor(() => {
    const queries = queryClient.getQueryCache().getAll()
    expect(
      queries
        .filter((query) => query.getObserversCount() === 0 && !query.isDisabled())
        .map((q) => q.queryKey),
    ).toEqual([])
    expect(queryClient.isFetching()).toBe(0)
  })
}

const [teglia] = catalog.onlineCourses
const fiordilatte = catalog.articles[1]!

const cases: { page: string; path: string; shows: string; as?: Session }[] = [
  { page: 'the home page', path: '/', shows: catalog.reviews[0]!.review },
  { page: 'the courses', path: '/corsi', shows: catalog.courses[3]!.title },
  {
    page: 'a course, for a signed-in person',
    path: '/course/Pizza-napoletana-STG',
    shows: 'Impasto diretto e cottura a legna.',
    as: signedIn,
  },
  { page: 'the video courses', path: '/videocorsi', shows: teglia!.title },
  {
    page: 'the video courses, for a signed-in person',
    path: '/videocorsi',
    shows: teglia!.title,
    as: signedIn,
  },
  { page: 'a video course', path: '/videocorso/Pizza-in-teglia-alla-romana', shows: teglia!.intro },
  { page: 'the articles', path: '/articoli', shows: fiordilatte.title },
  { page: 'an article', path: '/articolo/Fiordilatte-e-bufala', shows: fiordilatte.intro },
  { page: 'the trainers', path: '/formatori', shows: catalog.members[1]!.description },
  // The month shown is today's: the page is known by its title, its data by the query's reader.
  { page: 'the calendar', path: '/calendario', shows: 'Calendario dei corsi' },
  { page: 'the FAQ', path: '/faq', shows: catalog.faqs[2]!.question },
  { page: 'the information request', path: '/modulo', shows: 'Corso di interesse' },
]

describe("a route's load", () => {
  it.each(cases)('fills the cache with what $page reads', async ({ path, shows, as }) => {
    const session = as ?? visitor
    const queryClient = createQueryClient()
    const seen = recordRequests()

    await load(queryClient, path, session)
    expect(seen.length).toBeGreaterThan(0)
    const loaded = queryClient.getQueryCache().getAll()
    expect(loaded.filter((query) => query.state.status !== 'success')).toEqual([])

    seen.length = 0
    renderWith(queryClient, path, session)
    expect((await screen.findAllByText(shows)).length).toBeGreaterThan(0)
    await pageReadsEveryLoadedQuery(queryClient)
    // The page asked for nothing the load had not fetched (the start-up session check aside).
    expect(seen.filter((request) => request.path !== AuthPaths.check)).toEqual([])
    // Nor does it read any query the load left out (a disabled one asks for nothing).
    const read = queryClient.getQueryCache().getAll()
    expect(read.filter((query) => !query.isDisabled())).toHaveLength(loaded.length)
  })

  it('leaves the data of the pages without any to the shared parts', async () => {
    const queryClient = createQueryClient()
    await load(queryClient, '/review', visitor)
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['site']])
  })

  it('does not hold the navigation in the browser: a page shows while its data is on its way', async () => {
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get(`*${CoursePaths.courses}`, async () => {
        await answered
        return HttpResponse.json({ courses: {}, page: 1, pageSize: 12, total: 0, hasMore: false })
      }),
    )
    renderApp('/corsi')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Corsi in presenza' }),
    ).toBeVisible()
    answer()
    expect(
      await screen.findByText(
        'Al momento non ci sono corsi in programma. Torna presto a trovarci!',
      ),
    ).toBeVisible()
  })
})
