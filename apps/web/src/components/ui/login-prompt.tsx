import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { useCurrentPageAsNext, withNextPage } from '#src/lib/next-page.ts'
import { buttonClasses } from './button.tsx'

/** What a visitor sees instead of a buy button: buying needs an account (docs/product.md#faces). */
export function LoginPrompt({ text }: { text: string }) {
  const { t } = useTranslation()
  // Back to this course after signing in, or after registering and verifying.
  const here = useCurrentPageAsNext()
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-crust-300 bg-crust-300/20 p-4">
      <p className="text-sm font-medium text-charcoal-800">{text}</p>
      <div className="flex flex-wrap gap-2">
        <Link
          to={withNextPage(paths.login.getHref(), here)}
          className={buttonClasses('primary', 'sm')}
        >
          {t('purchase.login')}
        </Link>
        <Link
          to={withNextPage(paths.register.getHref(), here)}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('purchase.register')}
        </Link>
      </div>
    </div>
  )
}
