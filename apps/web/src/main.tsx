import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { LanguageSchema } from '@aula/contract/common'
import { App, createApp, SERVER_STATE_ID, type ServerState } from '#src/app/app.tsx'
import '#src/index.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// A public page comes rendered by the server with the state it was rendered from: the app
// takes it over (docs/architecture.md#web). Other pages start here, in an empty root.
const served = document.getElementById(SERVER_STATE_ID)?.textContent
if (served) {
  const serverState = JSON.parse(served) as ServerState
  const language = LanguageSchema.safeParse(document.documentElement.lang).data
  hydrateRoot(
    container,
    <StrictMode>
      <App app={createApp({ serverState, language })} />
    </StrictMode>,
  )
} else {
  createRoot(container).render(
    <StrictMode>
      <App app={createApp()} />
    </StrictMode>,
  )
}
