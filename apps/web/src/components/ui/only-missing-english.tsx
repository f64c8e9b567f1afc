import { useSearchParams } from 'react-router'
import { CheckboxField } from '#src/components/ui/form/fields.tsx'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useSession } from '#src/lib/session.ts'
import { useHydrated } from '#src/lib/use-hydrated.ts'

/** The address's mark of the admin's "only without English" filter. */
const ONLY_MISSING = 'senza-inglese'

/**
 * The admin's "only without English" filter of a list (docs/product.md#content-languages-and-urls):
 * whether it is on (only for an admin), and its checkbox, shown to an admin once the page is
 * the browser's (null for anyone else). The choice is kept in the address. The public
 * catalogues import it, so it is not admin code: visitors load it with the page and never
 * see the checkbox. Only the checkbox waits for hydration, in a component of its own, so
 * the catalogue itself renders the same on the server and in the browser's first pass (a
 * search typed before the scripts arrive is then taken over by the filter bar).
 */
export function useOnlyMissingEnglish() {
  const session = useSession()
  const admin = session.user?.group === 'admin'
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
  const checkbox = admin ? <OnlyMissingCheckbox checked={onlyMissing} onChange={show} /> : null
  return { onlyMissing, checkbox }
}

function OnlyMissingCheckbox({
  checked,
  onChange,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const { t } = useTranslation()
  if (!useHydrated()) return null
  return (
    <CheckboxField
      label={t('contentLanguage.onlyMissing')}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="mb-6"
    />
  )
}
