import { StrictMode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalog } from '#src/testing/catalog-data.ts'
import { renderToReadableStream } from 'react-dom/server'
import { render } from './entry-server.tsx'
import { App, createApp, type AppInstance, type ServerState } from './app/app.tsx'
import { loadRoutesOf } from './app/router.tsx'

/*
 * A public page as the server renders it, then taken over in the browser: the HTML carries
 * the page's content, and hydrating it with the state it carries raises no mismatch.
 */

let mounted: { root: Root; app: AppInstance; container: HTMLElement } | null = null
afterEach(() => {
  if (!mounted) return
  const { root, app, container } = mounted
  act(() => root.unmount())
  app.router.dispose()
  container.remove()
  mounted = null
})

const stateOf = (script: string) =>
  JSON.parse(script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')) as ServerState

/**
 * Renders as the server does. React's server renderer leaves the contexts of the part it
 * rendered last (a Suspense boundary's) set until it renders again, and here the browser's
 * renderer shares them: a trivial render after the page clears them.
 */
async function serverRender(path: string, language: 'it' | 'en') {
  window.history.replaceState(null, '', path)
  const page = await render({
    url: window.location.href,
    language,
    // The test's API (msw) answers the global fetch, looked up at each call.
    fetchJson: (input, init) => fetch(input, init),
    sanitizeHtml: (html) => html,
  })
  await (
    await renderToReadableStream(<span />)
  ).allReady
  return page
}

describe('the server renderer', () => {
  it('renders the course list with its courses, and the browser takes it over without a mismatch', async () => {
    const page = await serverRender('/corsi', 'it')
    expect(page).not.toBeNull()
    const course = catalog.courses[3]!
    expect(page!.html).toContain(course.title)
    expect(page!.html).toContain('Corsi in presenza')
    expect(page!.state).toMatch(/^<script type="application\/json" id="aula-state">/)
    expect(page!.state).not.toMatch(/<\/(?!script>$)/)

    // Here the server's renderer and the browser's run in one process, which React's
    // development build reports about their shared contexts; every other error still counts.
    const report = console.error
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('multiple renderers concurrently')) report(...args)
    })
    const container = document.createElement('div')
    container.innerHTML = page!.html
    document.body.append(container)
    const errors: unknown[] = []
    // As the browser's start-up does: the page's own components first (src/main.tsx).
    await loadRoutesOf('/corsi')
    const app = createApp({ serverState: stateOf(page!.state), language: 'it' })
    let root: Root | undefined
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App app={app} />
        </StrictMode>,
        { onRecoverableError: (error) => errors.push(error) },
      )
      await Promise.resolve()
    })
    mounted = { root: root!, app, container }
    expect(await screen.findByRole('heading', { level: 1, name: 'Corsi in presenza' })).toBe(
      container.querySelector('h1'),
    )
    expect(screen.getAllByText(course.title).length).toBeGreaterThan(0)
    // The footer's newsletter form comes in the page, closed until its code takes it over.
    expect(page!.html).toMatch(/<input[^>]*type="email"[^>]*disabled=""/)
    expect(page!.html).not.toContain('<template')
    const email = await screen.findByRole('textbox', { name: 'La tua e-mail' })
    expect(email).toBe(container.querySelector('input[type="email"]'))
    await vi.waitFor(() => expect(email).toBeEnabled())
    expect(errors).toEqual([])
  })

  it('renders the same bytes for the same content, so a page rendered again keeps its ETag', async () => {
    const first = await serverRender('/faq', 'it')
    await new Promise((resolve) => setTimeout(resolve, 5))
    const again = await serverRender('/faq', 'it')
    expect(again!.state).toBe(first!.state)
    expect(again!.html).toBe(first!.html)
    // The browser takes the answers as just fetched: nothing is asked again at once.
    const app = createApp({ serverState: stateOf(first!.state), language: 'it' })
    const queries = app.queryClient.getQueryCache().getAll()
    expect(queries.length).toBeGreaterThan(0)
    for (const query of queries) expect(query.isStaleByTime(30_000), query.queryHash).toBe(false)
    app.router.dispose()
  })

  it('renders in the language asked for', async () => {
    const page = await serverRender('/faq', 'en')
    expect(page!.html).toContain('Frequently asked questions')
  })
})

describe('the home page as the server renders it', () => {
  it('carries the hero poster, asked for early, and not the loop, which comes after the page has loaded', async () => {
    const page = await serverRender('/', 'it')
    expect(page!.html).toContain('Impara il mestiere con le mani in pasta')
    expect(page!.head).toMatch(/<link rel="preload"[^>]*href="\/hero\/oven-poster\.webp"/)
    expect(page!.html).toContain('poster="/hero/oven-poster.webp"')
    expect(page!.html).not.toContain('oven-loop.mp4')
  })
})
