import { useSearchParams } from 'react-router'
import { CheckboxField } from '#src/components/ui/form/fields.tsx'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useSession } from '#src/lib/session.ts'
import { useHydrated } from '#src/lib/use-hydrated.ts'

/** The address's mark of the admin's "only without English" filter. */
const ONLY_MISSING = 'senza-inglese'

/**
 * The admin's "only without English" filter of a list (docs/product.md#content-languages-and-urls):
 * whether it is on (only for an admin, after hydration), and its checkbox (null for anyone
 * else). The choice is kept in the address.
 */
export function useOnlyMissingEnglish() {
  const { t } = useTranslation()
  const session = useSession()
  const admin = useHydrated() && session.user?.group === 'admin'
  const [params, setParams] = useSearchParams()
  const onlyMissing = admin && params.get(ONLY_MISSING) === '1'
  const show = (checked: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('pagina')
        if (checked) next.set(ONLY_MISSING, '1')
        else next.delete(ONLY_MISSING)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  const checkbox = admin ? (
    <CheckboxField
      label={t('contentLanguage.onlyMissing')}
      checked={onlyMissing}
      onChange={(event) => show(event.target.checked)}
      className="mb-6"
    />
  ) : null
  return { onlyMissing, checkbox }
}
