import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { Faq } from '@aula/contract/faqs'
import { ChevronDownIcon } from '#src/components/ui/catalog-icons.tsx'
import { EmptyState, ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { useFaqs } from '#src/features/faqs/api/get-faqs.ts'
import { langOf, useContentLanguage } from '#src/lib/content-language.ts'

/**
 * The FAQ accordion: one answer open at a time. Each question is a button in a
 * heading that says whether its answer is shown and which region it controls.
 */
function Accordion({
  faqs,
  actions,
}: {
  faqs: readonly Faq[]
  /** Room for the admin's edit and delete buttons of each question. */
  actions?: (faq: Faq) => ReactNode
}) {
  const idPrefix = useId()
  const language = useContentLanguage()
  const [open, setOpen] = useState<number | null>(null)
  return (
    <div className="flex flex-col gap-3">
      {faqs.map((faq) => {
        const expanded = open === faq.id
        const buttonId = `${idPrefix}-q${faq.id}`
        const panelId = `${idPrefix}-a${faq.id}`
        return (
          <div
            key={faq.id}
            className="overflow-hidden rounded-2xl border border-flour-300 bg-flour-50 shadow-sm"
          >
            <h2 className="text-lg">
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : faq.id)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-sans font-semibold text-charcoal-900 transition-colors hover:bg-flour-200"
              >
                <span lang={langOf(faq.languages.question, language)}>{faq.question}</span>
                <ChevronDownIcon
                  className={`size-5 shrink-0 text-tomato-600 transition-transform ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="border-t border-flour-300 px-5 py-4"
            >
              <p
                className="whitespace-pre-line text-charcoal-700"
                lang={langOf(faq.languages.answer, language)}
              >
                {faq.answer}
              </p>
            </div>
            {actions ? (
              <div className="flex justify-end border-t border-flour-300 px-5 py-3">
                {actions(faq)}
              </div>
            ) : null}
          </div>
        )
      })}
    </div>
  )
}

/** /faq: the school's answers, loaded from the server; `actions` holds an admin's buttons. */
export function FaqList({ actions }: { actions?: (faq: Faq) => ReactNode }) {
  const { t } = useTranslation()
  const faqs = useFaqs()
  if (faqs.data) {
    if (faqs.data.length === 0) return <EmptyState title={t('faq.none')} />
    return <Accordion faqs={faqs.data} actions={actions} />
  }
  if (faqs.isError) {
    return (
      <ErrorState
        error={faqs.error}
        onRetry={() => void faqs.refetch()}
        retrying={faqs.isFetching}
      />
    )
  }
  return <LoadingCards layout="list" count={4} />
}
