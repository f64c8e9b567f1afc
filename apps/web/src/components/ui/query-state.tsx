import type { ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { isTooManyRequests, NetworkError } from '#src/lib/api-client.ts'
import { Button } from './button.tsx'
import { ChefHatIcon } from './icons.tsx'

/** Grey shapes where content is about to appear, with a spoken "loading" for screen readers. */
export function LoadingCards({
  count = 3,
  layout = 'grid',
}: {
  count?: number
  layout?: 'grid' | 'list' | 'detail'
}) {
  const { t } = useTranslation()
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      {layout === 'detail' ? (
        <div aria-hidden="true" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex flex-col gap-4">
            <div className="aspect-[3/2] animate-pulse rounded-3xl bg-flour-200" />
            <div className="h-5 w-3/4 animate-pulse rounded-full bg-flour-200" />
            <div className="h-5 w-2/3 animate-pulse rounded-full bg-flour-200" />
          </div>
          <div className="h-80 animate-pulse rounded-3xl bg-flour-200" />
        </div>
      ) : (
        <ul
          aria-hidden="true"
          className={
            layout === 'grid' ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-4'
          }
        >
          {Array.from({ length: count }, (_, index) => (
            <li
              key={index}
              className="overflow-hidden rounded-3xl border border-flour-300 bg-flour-50"
            >
              {layout === 'grid' ? (
                <div className="aspect-video animate-pulse bg-flour-200" />
              ) : null}
              <div className="flex flex-col gap-3 p-5">
                <div className="h-6 w-3/4 animate-pulse rounded-full bg-flour-200" />
                <div className="h-4 w-1/2 animate-pulse rounded-full bg-flour-200" />
                <div className="h-4 w-full animate-pulse rounded-full bg-flour-200" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** A failed load: what happened in plain words and a way to try again. */
export function ErrorState({
  error,
  onRetry,
  retrying = false,
}: {
  error: unknown
  onRetry: () => void
  retrying?: boolean
}) {
  const { t } = useTranslation()
  const message = isTooManyRequests(error)
    ? t('errors.tooManyRequests')
    : error instanceof NetworkError
      ? t('errors.network')
      : t('catalog.loadError')
  return (
    <div className="flex flex-col items-start gap-4 rounded-3xl border border-tomato-100 bg-tomato-50 p-6">
      <p role="alert" className="font-semibold text-tomato-700">
        {message}
      </p>
      <Button variant="secondary" onClick={onRetry} pending={retrying}>
        {t('catalog.retry')}
      </Button>
    </div>
  )
}

/** Nothing to show: a friendly sentence and, when useful, a way on. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-flour-300 bg-flour-50 px-6 py-12 text-center">
      <ChefHatIcon className="size-10 text-crust-400" />
      <p className="text-lg font-semibold text-charcoal-900">{title}</p>
      {children}
    </div>
  )
}
