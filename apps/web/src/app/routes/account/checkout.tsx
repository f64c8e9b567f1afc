import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { slugToTitle } from '@aula/contract/common'
import { CHECKOUT_TYPES, type CheckoutType } from '#src/config/paths.ts'
import { ComingSoonPage } from '#src/components/layouts/coming-soon-page.tsx'
import { NotFoundRoute } from '#src/app/routes/not-found.tsx'

const isCheckoutType = (type: string | undefined): type is CheckoutType =>
  CHECKOUT_TYPES.some((known) => known === type)

/** /checkout/{type}/{title}: type is course or onlinecourse, anything else is not a page. */
export function CheckoutRoute() {
  const { t } = useTranslation()
  const { type, title = '' } = useParams()
  if (!isCheckoutType(type)) return <NotFoundRoute />
  return (
    <ComingSoonPage
      title={t('pages.checkout.title', { title: slugToTitle(title) })}
      eyebrow={t(type === 'course' ? 'pages.checkout.course' : 'pages.checkout.onlineCourse')}
    />
  )
}
