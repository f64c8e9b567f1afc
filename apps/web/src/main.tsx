import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, createApp } from '#src/app/app.tsx'
import '#src/index.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <App app={createApp()} />
  </StrictMode>,
)
