import { useId, useState, type FormEvent } from 'react'
import { CouponLimits, CouponMessages } from '@aula/contract/coupons'
import type { CheckoutType, CreateCheckoutAnswer } from '@aula/contract/checkout'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Button } from '#src/components/ui/button.tsx'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { isApiError, isTooManyRequests } from '#src/lib/api-client.ts'
import { useFormat } from '#src/lib/use-format.ts'
import { previewCoupon } from '../api/preview-coupon.ts'

/** The server's reasons for refusing a code, and the keys shown instead. */
const REASONS: Record<string, string> = {
  [CouponMessages.unknown]: 'checkoutCoupon.errors.unknown',
  [CouponMessages.disabled]: 'checkoutCoupon.errors.disabled',
  [CouponMessages.notYet]: 'checkoutCoupon.errors.notYet',
  [CouponMessages.expired]: 'checkoutCoupon.errors.expired',
  [CouponMessages.usedUp]: 'checkoutCoupon.errors.usedUp',
  [CouponMessages.notForItem]: 'checkoutCoupon.errors.notForItem',
  [CouponMessages.changed]: 'checkoutCoupon.errors.changed',
}

/** Whether the checkout refused its discount code (422 with one of the code's reasons). */
export const isCouponRefusal = (error: unknown) =>
  isApiError(error, 422) && REASONS[error.message] !== undefined

/** The key of what to say about a refused code. */
export function couponErrorKey(error: unknown): string {
  if (isApiError(error) && REASONS[error.message]) return REASONS[error.message]!
  if (isTooManyRequests(error)) return 'errors.tooManyRequests'
  return 'checkoutCoupon.errors.other'
}

/**
 * "Have a discount code?" on the checkout page (docs/product.md#coupons). The code is
 * checked by the server before the checkout changes; once applied, the checkout is opened
 * again with it and this shows its discount and the total before it, with a way to remove
 * it. The amount to pay is the summary's, the server's own.
 */
export function CouponField({
  title,
  type,
  checkout,
  onApply,
}: {
  title: string
  type: CheckoutType
  checkout: CreateCheckoutAnswer
  /** A code to open the checkout with, or undefined to open it without one. */
  onApply: (code: string | undefined) => void
}) {
  const { t } = useTranslation()
  const { formatPrice } = useFormat()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  const appliedId = useId()

  if (checkout.coupon) {
    return (
      <div
        id={appliedId}
        role="status"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-basil-600 bg-basil-50 p-4"
      >
        <p className="text-charcoal-900">
          {t('checkoutCoupon.applied', {
            code: checkout.coupon,
            discount: formatPrice(checkout.discount),
            before: formatPrice(checkout.listAmount),
            total: formatPrice(checkout.amount),
          })}
        </p>
        <Button variant="secondary" size="sm" onClick={() => onApply(undefined)}>
          {t('checkoutCoupon.remove')}
        </Button>
      </div>
    )
  }

  const apply = async (event: FormEvent) => {
    event.preventDefault()
    const typed = code.trim()
    if (!typed) {
      setError('checkoutCoupon.errors.empty')
      return
    }
    setPending(true)
    setError(undefined)
    try {
      const preview = await previewCoupon({ code: typed, title, type })
      onApply(preview.code)
    } catch (refused) {
      setError(couponErrorKey(refused))
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={apply} noValidate className="flex flex-wrap items-end gap-3">
      <InputField
        className="min-w-0 flex-1"
        label={t('checkoutCoupon.label')}
        autoComplete="off"
        maxLength={CouponLimits.code}
        value={code}
        error={error ? t(error) : undefined}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? t('checkoutCoupon.checking') : t('checkoutCoupon.apply')}
      </Button>
    </form>
  )
}
