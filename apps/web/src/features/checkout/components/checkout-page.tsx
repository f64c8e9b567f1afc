import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import {
  CheckoutMessages,
  type CheckoutType,
  type CreateCheckoutAnswer,
} from '@aula/contract/checkout'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { Button, buttonClasses } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { Spinner } from '#src/components/ui/spinner.tsx'
import { paths, type CheckoutType as PageType } from '#src/config/paths.ts'
import { isApiError, isTooManyRequests, NetworkError } from '#src/lib/api-client.ts'
import { useFormat } from '#src/lib/use-format.ts'
import { useSession } from '#src/lib/session.ts'
import { useCheckout } from '../api/create-checkout.ts'
import { confirmCheckout } from '../api/confirm-checkout.ts'
import type { OnWidgetResponse } from './card-widget.ts'
import { DemoCardWidget } from './demo-card-widget.tsx'
import { SumUpCardWidget } from './sumup-card-widget.tsx'
import { CouponField, couponErrorKey, isCouponRefusal } from './coupon-field.tsx'
import { EditionRefusal, editionRefusalKey, useEditionOfAddress } from './edition-refusal.tsx'

/** How often and how long the page asks the server while a payment is being confirmed. */
const CONFIRM_INTERVAL_MS = 1500
const CONFIRM_ATTEMPTS = 12

/**
 * 'owned': the item was bought meanwhile (another tab) and nothing was charged here;
 * 'refunding': both tabs were charged, and this second payment is being refunded.
 */
type Outcome =
  'idle' | 'confirming' | 'paid' | 'failed' | 'pending' | 'error' | 'owned' | 'refunding'

/** What a 409 from the server means for this page, if it is one of ours. */
function ownedOutcome(message: string | undefined): 'owned' | 'refunding' | null {
  if (message === CheckoutMessages.paidTwice) return 'refunding'
  if (message === CheckoutMessages.alreadyPurchased) return 'owned'
  return null
}

const API_TYPES: Record<PageType, CheckoutType> = { course: 'physical', onlinecourse: 'online' }

/** Where a bought course is: the course page, or the lessons of a video course. */
const ownedHref = (type: PageType, title: string) =>
  type === 'course' ? paths.course.getHref(title) : paths.lessons.getHref(title)

function CheckoutSummary({ checkout }: { checkout: CreateCheckoutAnswer }) {
  const { t } = useTranslation()
  const { formatPrice } = useFormat()
  const deposit = checkout.charge === 'deposit'
  return (
    <dl className="grid gap-4 rounded-2xl border border-flour-300 bg-flour-50 p-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <dt className="text-xs font-bold tracking-wider text-charcoal-500 uppercase">
          {t(checkout.type === 'physical' ? 'checkout.forCourse' : 'checkout.forOnlineCourse')}
        </dt>
        <dd className="text-lg font-semibold text-charcoal-900">{checkout.title}</dd>
      </div>
      <div>
        <dt className="text-xs font-bold tracking-wider text-charcoal-500 uppercase">
          {t(deposit ? 'checkout.depositNow' : 'checkout.totalNow')}
        </dt>
        <dd className="text-3xl font-bold text-charcoal-900">{formatPrice(checkout.amount)}</dd>
      </div>
      {deposit && checkout.balanceDue !== null ? (
        <div>
          <dt className="text-xs font-bold tracking-wider text-charcoal-500 uppercase">
            {t('checkout.balanceOnSite')}
          </dt>
          <dd className="text-xl font-semibold text-charcoal-800">
            {formatPrice(checkout.balanceDue)}
          </dd>
        </div>
      ) : null}
    </dl>
  )
}

/**
 * /checkout/{type}/{title}: opens a checkout for the signed-in buyer, shows what is paid
 * and the card widget of the configured provider, and reports the result only once the
 * server has read it from the provider.
 */
export function CheckoutPage({ type, title }: { type: PageType; title: string }) {
  const { t } = useTranslation()
  const session = useSession()
  const queryClient = useQueryClient()
  const user = session.user
  const email = user?.email ?? ''
  // A discount code the buyer applied: the checkout is opened again with it.
  const [coupon, setCoupon] = useState<string | undefined>()
  const edition = useEditionOfAddress()
  const checkout = useCheckout(
    {
      title,
      type: API_TYPES[type],
      email,
      ...(coupon ? { coupon } : {}),
      ...(edition && type === 'course' ? { edition } : {}),
    },
    email !== '',
  )
  const [outcome, setOutcome] = useState<Outcome>('idle')
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const owned = outcome === 'owned' || outcome === 'refunding'
  useEffect(() => {
    // The item is the buyer's after all (bought in another tab): lists and buttons change.
    if (owned) {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'checkout' })
    }
  }, [owned, queryClient])

  // A code covered the whole payment: the order is complete, the item the buyer's.
  const complete = checkout.data?.complete === true
  useEffect(() => {
    if (complete) {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'checkout' })
    }
  }, [complete, queryClient])

  const checkoutId = checkout.data?.id
  const confirm = useCallback(async () => {
    if (!checkoutId) return
    setOutcome('confirming')
    for (let attempt = 0; attempt < CONFIRM_ATTEMPTS && mounted.current; attempt += 1) {
      try {
        const status = await confirmCheckout(checkoutId)
        if (status === 'PAID') {
          // Purchases change buttons and lists all over the site.
          await queryClient.invalidateQueries({
            predicate: (query) => query.queryKey[0] !== 'checkout',
          })
          if (mounted.current) setOutcome('paid')
          return
        }
        if (status === 'FAILED') {
          if (mounted.current) setOutcome('failed')
          return
        }
      } catch (error) {
        const owned = isApiError(error, 409) ? ownedOutcome(error.message) : null
        if (mounted.current) setOutcome(owned ?? 'error')
        return
      }
      await new Promise((resolve) => setTimeout(resolve, CONFIRM_INTERVAL_MS))
    }
    if (mounted.current) setOutcome('pending')
  }, [checkoutId, queryClient])

  const onResponse = useCallback<OnWidgetResponse>(
    (kind, body) => {
      if (kind === 'success') void confirm()
      // A decline grants nothing, so the buyer can be told at once; the server hears of it
      // from the provider itself.
      else if (kind === 'fail' || (kind === 'error' && body.status === 'FAILED')) {
        setOutcome('failed')
      } else if (kind === 'error') setOutcome(ownedOutcome(body.message) ?? 'error')
      else if (kind === 'sent') setOutcome('idle')
    },
    [confirm],
  )

  const retry = () => {
    setOutcome('idle')
    void checkout.refetch()
  }

  const pageTitle = t('checkout.payTitle')

  if (!email) {
    return (
      <ContentLayout title={pageTitle} width="narrow">
        <div className="flex flex-col gap-4">
          <p>{t('checkout.registerPrompt')}</p>
          <Link to={paths.register.getHref()} className={buttonClasses('primary')}>
            {t('purchase.register')}
          </Link>
        </div>
      </ContentLayout>
    )
  }

  let body
  if (checkout.isPending || checkout.isFetching) {
    body = (
      <p role="status" className="flex items-center gap-3 text-charcoal-700">
        <Spinner />
        {t('checkout.creating')}
      </p>
    )
  } else if (checkout.isError) {
    const error = checkout.error
    if (coupon && isCouponRefusal(error)) {
      // The code was refused as the checkout opened (used up meanwhile).
      body = (
        <div className="flex flex-col items-start gap-4">
          <FormMessage tone="error">{t(couponErrorKey(error))}</FormMessage>
          <Button variant="secondary" onClick={() => setCoupon(undefined)}>
            {t('checkoutCoupon.without')}
          </Button>
        </div>
      )
    } else if (editionRefusalKey(error)) {
      body = <EditionRefusal messageKey={editionRefusalKey(error)!} title={title} />
    } else if (isApiError(error, 409, CheckoutMessages.alreadyPurchased)) {
      body = (
        <div className="flex flex-col items-start gap-4">
          <FormMessage tone="info">{t('checkout.alreadyOwned')}</FormMessage>
          <Link to={ownedHref(type, title)} className={buttonClasses('basil')}>
            {t(type === 'course' ? 'checkout.openCourse' : 'checkout.openOnlineCourse')}
          </Link>
        </div>
      )
    } else {
      const message = isApiError(error, 404)
        ? t('checkout.notFound')
        : isApiError(error, 503)
          ? t('checkout.providerDown')
          : isTooManyRequests(error)
            ? t('errors.tooManyRequests')
            : error instanceof NetworkError
              ? t('checkout.networkError')
              : t('checkout.createError')
      body = (
        <div className="flex flex-col items-start gap-4">
          <FormMessage tone="error">{message}</FormMessage>
          {isApiError(error, 404) ? (
            <Link to={paths.home.getHref()} className={buttonClasses('secondary')}>
              {t('checkout.backHome')}
            </Link>
          ) : (
            <Button variant="secondary" onClick={retry}>
              {t('catalog.retry')}
            </Button>
          )}
        </div>
      )
    }
  } else if (checkout.data.complete) {
    // Nothing to pay (docs/product.md#coupons): no card form, the way to the course.
    const data = checkout.data
    body = (
      <div className="flex flex-col gap-6">
        <CheckoutSummary checkout={data} />
        <div className="flex flex-col items-start gap-4">
          <FormMessage tone="success">{t('checkout.free')}</FormMessage>
          <p>{t('checkout.freeMail')}</p>
          <Link to={ownedHref(type, data.title)} className={buttonClasses('basil')}>
            {t(type === 'course' ? 'checkout.openCourse' : 'checkout.openOnlineCourse')}
          </Link>
        </div>
      </div>
    )
  } else {
    const data = checkout.data
    body = (
      <div className="flex flex-col gap-6">
        <CheckoutSummary checkout={data} />
        {outcome === 'idle' || outcome === 'error' ? (
          <CouponField
            key={data.coupon ?? ''}
            title={data.title}
            type={data.type}
            checkout={data}
            onApply={setCoupon}
          />
        ) : null}
        {outcome === 'paid' ? (
          <div className="flex flex-col items-start gap-4">
            <FormMessage tone="success">{t('checkout.paid')}</FormMessage>
            <p>{t('checkout.receipt')}</p>
            <Link to={ownedHref(type, data.title)} className={buttonClasses('basil')}>
              {t(type === 'course' ? 'checkout.openCourse' : 'checkout.openOnlineCourse')}
            </Link>
          </div>
        ) : outcome === 'owned' || outcome === 'refunding' ? (
          <div className="flex flex-col items-start gap-4">
            <FormMessage tone="info">
              {t(outcome === 'owned' ? 'checkout.ownedNoCharge' : 'checkout.paidTwice')}
            </FormMessage>
            <Link to={ownedHref(type, data.title)} className={buttonClasses('basil')}>
              {t(type === 'course' ? 'checkout.openCourse' : 'checkout.openOnlineCourse')}
            </Link>
          </div>
        ) : outcome === 'pending' ? (
          <FormMessage tone="info">{t('checkout.stillPending')}</FormMessage>
        ) : (
          <>
            {outcome === 'confirming' ? (
              <p role="status" className="flex items-center gap-3 text-charcoal-700">
                <Spinner className="size-5" />
                {t('checkout.confirming')}
              </p>
            ) : null}
            {outcome === 'failed' ? (
              <div className="flex flex-col items-start gap-3">
                <FormMessage tone="error">{t('checkout.failed')}</FormMessage>
                <Button variant="secondary" onClick={retry}>
                  {t('checkout.tryAgain')}
                </Button>
              </div>
            ) : null}
            {outcome === 'error' ? (
              <FormMessage tone="error">{t('checkout.networkError')}</FormMessage>
            ) : null}
            {outcome !== 'failed' && outcome !== 'confirming' ? (
              data.provider === 'sumup' ? (
                <SumUpCardWidget
                  checkoutId={data.id}
                  amount={data.amount}
                  onResponse={onResponse}
                />
              ) : (
                <DemoCardWidget checkoutId={data.id} amount={data.amount} onResponse={onResponse} />
              )
            ) : null}
          </>
        )}
      </div>
    )
  }

  return (
    <ContentLayout
      title={pageTitle}
      eyebrow={t(type === 'course' ? 'pages.checkout.course' : 'pages.checkout.onlineCourse')}
      width="narrow"
    >
      {body}
    </ContentLayout>
  )
}
