import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { buttonClasses } from './button.tsx'

/** What a visitor sees instead of a buy button: buying needs an account (SPEC §1). */
export function LoginPrompt({ text }: { text: string }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-crust-300 bg-crust-300/20 p-4">
      <p className="text-sm font-medium text-charcoal-800">{text}</p>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.login.getHref()} className={buttonClasses('primary', 'sm')}>
          {t('purchase.login')}
        </Link>
        <Link to={paths.register.getHref()} className={buttonClasses('secondary', 'sm')}>
          {t('purchase.register')}
        </Link>
      </div>
    </div>
  )
}
