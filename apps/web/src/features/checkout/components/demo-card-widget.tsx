import { useState, type FormEvent } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Button } from '#src/components/ui/button.tsx'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { isApiError, NetworkError } from '#src/lib/api-client.ts'
import { useFormat } from '#src/lib/use-format.ts'
import { payWithDemoCard } from '../api/pay-with-demo-card.ts'
import type { CardWidgetProps } from './card-widget.ts'

type Field = 'cardNumber' | 'expiry' | 'cvc'

/** Groups the digits by four as the buyer types, as card forms do. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

/** MM/YY with the slash added after the month. */
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

function validate(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {}
  if (!/^\d{12,19}$/.test(values.cardNumber.replace(/\s/g, ''))) errors.cardNumber = 'cardNumber'
  const expiry = /^(\d{2})\/(\d{2})$/.exec(values.expiry)
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12) errors.expiry = 'expiry'
  if (!/^\d{3,4}$/.test(values.cvc)) errors.cvc = 'cvc'
  return errors
}

/**
 * The demo provider's card form: it looks and answers like SumUp's widget (card number,
 * expiry, CVC, its own submit button, onResponse) and pays through our own server, so the
 * whole purchase works with no network. 4242 4242 4242 4242 pays; other cards are declined.
 */
export function DemoCardWidget({ checkoutId, amount, onResponse }: CardWidgetProps) {
  const { t } = useTranslation()
  const { formatPrice } = useFormat()
  const [values, setValues] = useState<Record<Field, string>>({
    cardNumber: '',
    expiry: '',
    cvc: '',
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [sending, setSending] = useState(false)

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validate(values)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      onResponse('invalid', {})
      return
    }
    setSending(true)
    onResponse('sent', {})
    try {
      const answer = await payWithDemoCard({
        id: checkoutId,
        cardNumber: values.cardNumber,
        expiry: values.expiry,
        cvc: values.cvc,
      })
      onResponse(answer.status === 'PAID' ? 'success' : 'fail', { status: answer.status })
    } catch (error) {
      if (isApiError(error, 400)) onResponse('invalid', { message: error.message })
      else
        onResponse('error', {
          message: error instanceof NetworkError ? 'network' : (error as Error).message,
        })
    } finally {
      setSending(false)
    }
  }

  const fieldError = (field: Field) => (errors[field] ? t(`checkout.card.errors.${field}`) : '')

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('checkout.card.label')}
      className="flex flex-col gap-4 rounded-2xl border border-flour-300 bg-white p-5 shadow-sm"
    >
      <InputField
        label={t('checkout.card.number')}
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        required
        value={values.cardNumber}
        onChange={(event) => set('cardNumber', groupDigits(event.target.value))}
        error={fieldError('cardNumber')}
      />
      <div className="grid grid-cols-2 gap-4">
        <InputField
          label={t('checkout.card.expiry')}
          name="cc-exp"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('checkout.card.expiryPlaceholder')}
          required
          value={values.expiry}
          onChange={(event) => set('expiry', formatExpiry(event.target.value))}
          error={fieldError('expiry')}
        />
        <InputField
          label={t('checkout.card.cvc')}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          required
          value={values.cvc}
          onChange={(event) => set('cvc', event.target.value.replace(/\D/g, '').slice(0, 4))}
          error={fieldError('cvc')}
        />
      </div>
      <Button type="submit" size="lg" pending={sending}>
        {t('checkout.card.pay', { amount: formatPrice(amount) })}
      </Button>
      <p className="text-xs text-charcoal-600">{t('checkout.card.demoNote')}</p>
    </form>
  )
}
