import { useParams } from 'react-router'
import { slugToTitle } from '@aula/contract/values/common'
import { CHECKOUT_TYPES, type CheckoutType } from '#src/config/paths.ts'
import { NotFoundRoute } from '#src/app/routes/not-found.tsx'
import { CheckoutPage } from '#src/features/checkout/components/checkout-page.tsx'

const isCheckoutType = (type: string | undefined): type is CheckoutType =>
  CHECKOUT_TYPES.some((known) => known === type)

/** /checkout/{type}/{title}: type is course or onlinecourse, anything else is not a page. */
export function CheckoutRoute() {
  const { type, title = '' } = useParams()
  if (!isCheckoutType(type)) return <NotFoundRoute />
  return <CheckoutPage key={`${type}/${title}`} type={type} title={slugToTitle(title)} />
}
