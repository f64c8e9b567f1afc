import { useLocation, useSearchParams } from 'react-router'
import { isSafeNextPath } from '@aula/contract/values/auth'

/** Pages that are themselves steps of signing in: never a page to come back to. */
const SIGN_IN_STEPS = ['/login', '/register', '/resetpassword']
const SIGN_IN_PREFIXES = ['/reset-password/', '/verifica-registrazione/']

function isSignInStep(pathname: string): boolean {
  return SIGN_IN_STEPS.includes(pathname) || SIGN_IN_PREFIXES.some((p) => pathname.startsWith(p))
}

/**
 * The page to open after signing in, when it is a page of this site: a path with one
 * leading "/" (not "//host" or "/\host", which browsers read as another site), other than
 * home and the sign-in steps. Anything else is ignored.
 */
export function safeNextPage(value: string | null | undefined): string | null {
  if (!isSafeNextPath(value) || value === '/') return null
  const pathname = value.split(/[?#]/, 1)[0]!
  return isSignInStep(pathname) ? null : value
}

/** `href` with the page to return to in `next`, when there is one. */
export function withNextPage(href: string, next: string | null): string {
  if (!next) return href
  const [path, query] = href.split('?', 2) as [string, string | undefined]
  const params = new URLSearchParams(query)
  params.set('next', next)
  return `${path}?${params.toString()}`
}

/** The safe `next` of the current address, if any. */
export function useNextPage(): string | null {
  const [searchParams] = useSearchParams()
  return safeNextPage(searchParams.get('next'))
}

/**
 * The current page as the `next` of a link to the login or registration page; on a
 * sign-in step, the `next` that step already carries.
 */
export function useCurrentPageAsNext(): string | null {
  const { pathname, search, hash } = useLocation()
  const carried = useNextPage()
  return isSignInStep(pathname) ? carried : safeNextPage(`${pathname}${search}${hash}`)
}
