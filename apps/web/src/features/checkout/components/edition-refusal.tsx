import { Link, useSearchParams } from 'react-router'
import { EditionMessages } from '@aula/contract/editions'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { paths } from '#src/config/paths.ts'
import { isApiError } from '#src/lib/api-client.ts'
import { useTranslation } from '#src/lib/i18n/react.tsx'

/*
 * The edition an in-person course's checkout is for (docs/product.md#editions): named by the
 * course page's "Prenota" link in `?edizione=`, sent to the server, which holds one of its
 * seats for the payment; and what the page says when it cannot (sold out, ended, none chosen).
 */

/** The edition named in the address, if any. */
export function useEditionOfAddress(): number | undefined {
  const [params] = useSearchParams()
  const edition = Number(params.get('edizione'))
  return Number.isInteger(edition) && edition > 0 ? edition : undefined
}

/** The translation key of a refusal about the edition; null for any other error. */
export function editionRefusalKey(error: unknown): string | null {
  if (isApiError(error, 409, EditionMessages.soldOut)) return 'checkoutEdition.soldOut'
  if (isApiError(error, 409, EditionMessages.ended)) return 'checkoutEdition.ended'
  if (isApiError(error, 400) && error.errors.some((e) => e.path === 'edition')) {
    return 'checkoutEdition.choose'
  }
  return null
}

/** The refusal, with a way back to the course page to choose another edition. */
export function EditionRefusal({ messageKey, title }: { messageKey: string; title: string }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col items-start gap-4">
      <FormMessage tone="error">{t(messageKey)}</FormMessage>
      <Link to={paths.course.getHref(title)} className={buttonClasses('secondary')}>
        {t('checkoutEdition.backToCourse')}
      </Link>
    </div>
  )
}
