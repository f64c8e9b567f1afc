import '#src/lib/effect-timing.ts'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { isLanguage } from '@aula/contract/values/common'
import { App, createApp, SERVER_STATE_ID, type ServerState } from '#src/app/app.tsx'
import { loadRoutesOf } from '#src/app/router.tsx'
import { takeOver } from '#src/components/shell/taken-over-later.tsx'
import { loadLanguage } from '#src/lib/i18n.ts'
import '#src/index.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// A public page comes rendered by the server with the state it was rendered from: the app
// takes it over (docs/architecture.md#web). Other pages start here, in an empty root.
const served = document.getElementById(SERVER_STATE_ID)?.textContent
if (served) {
  const serverState = JSON.parse(served) as ServerState
  const { lang } = document.documentElement
  const language = isLanguage(lang) ? lang : undefined
  // The page's own components and texts come first, so it hydrates as it was served.
  await loadRoutesOf(window.location.pathname)
  const app = createApp({ serverState, language })
  await loadLanguage(app.i18n)
  // The page is already on screen: the browser may answer a tap before the takeover starts,
  // and after the content's, between the header's and the footer's (taken-over-later.tsx).
  await new Promise((resolve) => setTimeout(resolve, 0))
  takeOver(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <App app={app} />
      </StrictMode>,
    ),
  )
} else {
  const app = createApp()
  await loadLanguage(app.i18n)
  createRoot(container).render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  )
}
