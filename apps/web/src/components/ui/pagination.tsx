import { useEffect, useRef, type RefObject } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link, useSearchParams } from 'react-router'
import { pageHref } from '#src/lib/catalog-filters.ts'

/** The page numbers to offer: the first, the last, and two either side of the current one. */
function pageNumbers(page: number, pages: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b)
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? ['gap' as const, n] : [n]))
}

const linkClasses =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 px-3 font-semibold'

/**
 * Numbered pages of a list, as links that keep the list's filters in the address: they work
 * without script, and a reload or a shared link shows the same page.
 */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  if (pages <= 1) return null
  const link = (n: number, label: string, text: string) => (
    <Link
      to={pageHref(params, n)}
      preventScrollReset
      aria-label={label}
      className={`${linkClasses} border-charcoal-800 text-charcoal-800 hover:bg-charcoal-800 hover:text-flour-100`}
    >
      {text}
    </Link>
  )
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? <li>{link(page - 1, t('pagination.previous'), '‹')}</li> : null}
        {pageNumbers(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-charcoal-600">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span
                  aria-current="page"
                  aria-label={t('pagination.page', { page: n })}
                  className={`${linkClasses} border-tomato-700 bg-tomato-700 text-flour-50`}
                >
                  {n}
                </span>
              ) : (
                link(n, t('pagination.page', { page: n }), String(n))
              )}
            </li>
          ),
        )}
        {page < pages ? <li>{link(page + 1, t('pagination.next'), '›')}</li> : null}
      </ul>
    </nav>
  )
}

/**
 * Moves the focus to the list when the visitor turns the page (not when the page first
 * shows), so a keyboard or screen-reader user goes on from the first new item.
 */
export function useFocusOnPageChange(page: number, target: RefObject<HTMLElement | null>) {
  const previous = useRef(page)
  useEffect(() => {
    if (previous.current === page) return
    previous.current = page
    target.current?.focus()
  }, [page, target])
}
