import { useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Button } from '#src/components/ui/button.tsx'
import { Dialog } from '#src/components/ui/dialog.tsx'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { normalizeLinkUrl } from './html.ts'

/**
 * The small modal dialog that asks where a link goes. Only web addresses, pages of the site
 * and e-mail addresses are accepted (never javascript: or data:). It opens on the address,
 * Enter applies, Escape or a click beside it closes.
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
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault()
      apply()
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-xl"
    >
      <p id={titleId} className="font-semibold text-charcoal-900">
        {t('adminEditor.link.title')}
      </p>
      <InputField
        label={t('adminEditor.link.url')}
        hint={t('adminEditor.link.hint')}
        error={invalid ? t('adminEditor.link.invalid') : undefined}
        type="text"
        inputMode="url"
        autoComplete="url"
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
    </Dialog>
  )
}
