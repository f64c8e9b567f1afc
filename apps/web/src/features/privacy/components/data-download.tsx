import { useState } from 'react'
import { Button } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { isApiError, isTooManyRequests } from '#src/lib/api-client.ts'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { downloadMyData } from '../api/download-my-data.ts'

type State = 'idle' | 'preparing' | 'done' | 'tooMany' | 'tooLarge' | 'error'

/** Saves the file the browser was given, under the name the server chose. */
function save(blob: Blob) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `aula-my-data-${new Date().toISOString().slice(0, 10)}.zip`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** "Download my data": the ZIP is prepared by the server, the button waits meanwhile. */
export function DataDownload() {
  const { t } = useTranslation()
  const [state, setState] = useState<State>('idle')

  async function start() {
    setState('preparing')
    try {
      save(await downloadMyData())
      setState('done')
    } catch (error) {
      if (isTooManyRequests(error)) setState('tooMany')
      else if (isApiError(error, 413)) setState('tooLarge')
      else setState('error')
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-charcoal-700">{t('privacy.download.text')}</p>
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        pending={state === 'preparing'}
        onClick={() => void start()}
      >
        {t('privacy.download.button')}
      </Button>
      {state === 'preparing' ? (
        <FormMessage tone="info">{t('privacy.download.preparing')}</FormMessage>
      ) : state === 'done' ? (
        <FormMessage tone="success">{t('privacy.download.done')}</FormMessage>
      ) : state !== 'idle' ? (
        <FormMessage tone="error">{t(`privacy.download.${state}`)}</FormMessage>
      ) : null}
    </div>
  )
}
