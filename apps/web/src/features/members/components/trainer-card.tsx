import { useId, type ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { Member } from '@aula/contract/members'
import { langOf, useContentLanguage } from '#src/lib/content-language.ts'
import { GlobeIcon, LanguagesIcon, MapPinIcon } from '#src/components/ui/catalog-icons.tsx'

const initials = (trainer: Member) =>
  `${trainer.name.charAt(0)}${trainer.surname.charAt(0)}`.toUpperCase()

/** Only web addresses become links: anything else in the field is not followed. */
function websiteUrl(value: string): string | null {
  const candidate = /^https?:\/\//i.test(value) ? value : `https://${value}`
  try {
    const url = new URL(candidate)
    return url.hostname.includes('.') ? url.toString() : null
  } catch {
    return null
  }
}

/** A trainer: photo, name and surname, description, territory and website. */
export function TrainerCard({
  trainer,
  actions,
}: {
  trainer: Member
  /** Room for the admin's edit and delete buttons. */
  actions?: ReactNode
}) {
  const { t } = useTranslation()
  const language = useContentLanguage()
  const nameId = useId()
  const fullName = `${trainer.name} ${trainer.surname}`.trim()
  const website = trainer.website ? websiteUrl(trainer.website.trim()) : null
  return (
    <article className="flex h-full flex-col gap-4 rounded-3xl border border-flour-300 bg-flour-50 p-6 shadow-sm">
      <div className="flex items-center gap-4">
        {trainer.image?.url ? (
          <img
            src={trainer.image.url}
            srcSet={trainer.image.srcset || undefined}
            sizes="6rem"
            width={trainer.image.width || 640}
            height={trainer.image.height || 640}
            alt={t('trainers.photoAlt', { name: fullName })}
            loading="lazy"
            decoding="async"
            className="size-24 shrink-0 rounded-full object-cover ring-4 ring-crust-300"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-24 shrink-0 items-center justify-center rounded-full bg-tomato-600 font-display text-3xl font-bold text-white ring-4 ring-crust-300"
          >
            {initials(trainer)}
          </span>
        )}
        <div className="flex flex-col gap-1">
          <h2 id={nameId} className="text-2xl leading-tight font-bold">
            {fullName}
          </h2>
          {trainer.session ? (
            <p className="flex items-center gap-1.5 text-sm font-semibold text-basil-700">
              <MapPinIcon className="size-4" />
              <span>
                <span className="font-normal text-charcoal-500">{t('trainers.territory')}: </span>
                <span lang={langOf(trainer.languages.session, language)}>{trainer.session}</span>
              </span>
            </p>
          ) : null}
        </div>
      </div>
      {trainer.description ? (
        <p
          className="whitespace-pre-line text-charcoal-700"
          lang={langOf(trainer.languages.description, language)}
        >
          {trainer.description}
        </p>
      ) : null}
      {trainer.language ? (
        <p className="mt-auto flex items-start gap-2 border-t border-flour-300 pt-4 text-sm">
          <LanguagesIcon className="mt-0.5 size-4 shrink-0 text-charcoal-500" />
          <span>
            <span className="font-semibold text-charcoal-500">{t('trainers.languages')}: </span>
            <span className="text-charcoal-800">{trainer.language}</span>
          </span>
        </p>
      ) : null}
      {website ? (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={nameId}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-full font-semibold text-tomato-700 underline-offset-4 hover:underline"
        >
          <GlobeIcon className="size-4" />
          {t('trainers.website')}
          <span className="sr-only">{t('trainers.newTab')}</span>
        </a>
      ) : null}
      {actions}
    </article>
  )
}
