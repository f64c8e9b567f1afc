import { useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#src/components/ui/button.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { normalizeLinkUrl } from './html.ts'

/**
 * The small dialog that asks where a link goes. Only web addresses, pages of the site and
 * e-mail addresses are accepted (never javascript: or data:). Enter applies, Escape closes.
 */
export function LinkPanel({
  initialUrl,
  hasLink,
  onApply,
  onRemove,
  onClose,
}: {
  initialUrl: string
  hasLink: boolean
  onApply: (href: string) => void
  onRemove: () => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const [url, setUrl] = useState(initialUrl)
  const [invalid, setInvalid] = useState(false)

  const apply = () => {
    const href = normalizeLinkUrl(url)
    if (!href) {
      setInvalid(true)
      return
    }
    onApply(href)
  }

  // This sits inside the article's <form>: Enter must apply the link, not submit the article.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onClose()
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault()
      apply()
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and Enter of the dialog's controls
    <div
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3 border-b-2 border-flour-300 bg-white p-4"
    >
      <p id={titleId} className="font-semibold text-charcoal-900">
        {t('adminEditor.link.title')}
      </p>
      <TextField
        label={t('adminEditor.link.url')}
        hint={t('adminEditor.link.hint')}
        error={invalid ? t('adminEditor.link.invalid') : undefined}
        type="text"
        inputMode="url"
        autoComplete="url"
        // The dialog opens on request: its only field is where the admin wants to type.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={url}
        onChange={(event) => {
          setUrl(event.target.value)
          setInvalid(false)
        }}
        placeholder="https://"
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={apply}>
          {t('adminEditor.link.apply')}
        </Button>
        {hasLink ? (
          <Button size="sm" variant="secondary" onClick={onRemove}>
            {t('adminEditor.link.remove')}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('adminEditor.close')}
        </Button>
      </div>
    </div>
  )
}
