import { describe, expect, it } from 'vitest'
import { matchRoutes, type RouteObject } from 'react-router'
import {
  ADMIN_PAGE_PATTERNS,
  CHECKOUT_PAGE_TYPES,
  WEB_PAGE_PATTERNS,
  matchWebPage,
} from '@aula/contract/pages'
import { CHECKOUT_TYPES, adminPathPatterns } from '#src/config/paths.ts'
import { adminRoutes } from './admin-routes.tsx'
import { routes } from './router.tsx'

/*
 * The server answers 404 for any address outside the contract's list of pages, so that
 * list must be exactly the router's: a page missing from it would answer 404 to a link.
 */

const everyRoute: RouteObject[] = [
  { path: '/', children: [...(routes[0]!.children ?? []), ...adminRoutes] },
]

function patternsOf(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...patternsOf(route.children ?? []),
  ])
}

/** What the browser's router shows: a screen's pattern, or null for its 404 screen. */
function routerMatch(pathname: string): string | null {
  const leaf = matchRoutes(everyRoute, pathname)?.at(-1)?.route
  if (!leaf || leaf.path === '*') return null
  return leaf.path ?? '/'
}

describe('the pages the server knows', () => {
  it('are the routes of the web app, the admin area included', () => {
    expect([...new Set(patternsOf(everyRoute))].sort()).toEqual([...WEB_PAGE_PATTERNS].sort())
    expect([...adminPathPatterns].sort()).toEqual([...ADMIN_PAGE_PATTERNS].sort())
    expect([...CHECKOUT_TYPES].sort()).toEqual([...CHECKOUT_PAGE_TYPES].sort())
  })

  it('match an address exactly when the router shows a screen for it', () => {
    for (const pathname of [
      '/',
      '/corsi',
      '/corsi/',
      '/CORSI',
      '/corsi/altro',
      '/course/Pizza-napoletana-STG',
      '/course/1%2F2-metro',
      '/course/a/b',
      '/course/',
      '/articolo/La-Margherita%3A-storia',
      '/videocorso/Pizza-in-teglia',
      '/video/Pizza-in-teglia',
      '/checkout/course/Corso-base',
      '/newsletter/conferma/abc',
      '/pannello',
      '/pannello/ordini',
      '/pannello/altro',
      '/modifica-faq/3',
      '/pagina-che-non-esiste',
      '/whatever/unknown',
    ]) {
      expect(matchWebPage(pathname)?.pattern ?? null, pathname).toBe(routerMatch(pathname))
    }
  })
})
