import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { Spinner } from '#src/components/ui/spinner.tsx'
import type { CardWidgetProps, OnWidgetResponse } from './card-widget.ts'

/** SumUp's card widget script (SumUp's Payment Widget documentation). */
export const SUMUP_SDK_URL = 'https://gateway.sumup.com/gateway/ecom/card/v2/sdk.js'

interface SumUpCardInstance {
  unmount(): void
}
interface SumUpCardApi {
  mount(options: {
    id: string
    checkoutId: string
    locale: string
    showSubmitButton: boolean
    onResponse: OnWidgetResponse
  }): SumUpCardInstance
}
declare global {
  interface Window {
    SumUpCard?: SumUpCardApi
  }
}

/**
 * The server marks a checkout document whose Content-Security-Policy allows SumUp's
 * widget; a checkout reached from another page of the app carries that page's policy.
 */
const widgetAllowed = () =>
  document.querySelector('meta[name="aula-card-widget"][content="sumup"]') !== null
/** Remembers a reload made for the widget, so a page that still cannot load it says so. */
const RELOAD_KEY = 'aula.checkout.reloaded'

let loading: Promise<SumUpCardApi> | null = null

function loadSdk(): Promise<SumUpCardApi> {
  if (window.SumUpCard) return Promise.resolve(window.SumUpCard)
  loading ??= new Promise<SumUpCardApi>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = SUMUP_SDK_URL
    script.async = true
    script.onload = () =>
      window.SumUpCard ? resolve(window.SumUpCard) : reject(new Error('SumUpCard missing'))
    script.onerror = () => {
      loading = null
      script.remove()
      reject(new Error('SumUp SDK not loaded'))
    }
    document.head.append(script)
  })
  return loading
}

/**
 * SumUp's own card widget, mounted on the checkout the server opened (locale it-IT, with
 * its submit button) and unmounted when the buyer leaves. The server allows SumUp's
 * scripts only on checkout pages, so a page reached from elsewhere in the app is loaded
 * afresh first.
 */
export function SumUpCardWidget({ checkoutId, onResponse }: CardWidgetProps) {
  const { t } = useTranslation()
  const id = `sumup-card-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  // Loaded afresh already and still not allowed: say so rather than reload again.
  const [blocked] = useState(
    () => !widgetAllowed() && sessionStorage.getItem(RELOAD_KEY) === window.location.pathname,
  )
  const respond = useRef(onResponse)
  useEffect(() => {
    respond.current = onResponse
  }, [onResponse])

  useEffect(() => {
    if (!widgetAllowed()) {
      if (!blocked) {
        sessionStorage.setItem(RELOAD_KEY, window.location.pathname)
        window.location.reload()
      }
      return
    }
    sessionStorage.removeItem(RELOAD_KEY)
    let instance: SumUpCardInstance | null = null
    let active = true
    loadSdk()
      .then((sdk) => {
        if (!active) return
        instance = sdk.mount({
          id,
          checkoutId,
          locale: 'it-IT',
          showSubmitButton: true,
          onResponse: (type, body) => respond.current(type, body),
        })
        setState('ready')
      })
      .catch(() => {
        if (active) setState('failed')
      })
    return () => {
      active = false
      instance?.unmount()
    }
  }, [blocked, checkoutId, id])

  return (
    <div className="flex flex-col gap-3">
      {state === 'loading' && !blocked ? (
        <p role="status" className="flex items-center gap-2 text-charcoal-700">
          <Spinner className="size-5" />
          {t('checkout.widgetLoading')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <FormMessage tone="error">{t('checkout.widgetError')}</FormMessage>
      ) : null}
      <div id={id} />
    </div>
  )
}
