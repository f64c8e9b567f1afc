// Reports, as a console.error (which fails the test), an element the hydration had to
// create because the server's HTML did not have it.
import 'preact/debug'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalog } from '#src/testing/catalog-data.ts'
import { render } from './entry-server.tsx'
import { App, createApp, type AppInstance, type ServerState } from './app/app.tsx'
import { loadRoutesOf } from './app/router.tsx'

/*
 * A public page as the server renders it, then taken over in the browser: the HTML carries
 * the page's content, and hydrating it with the state it carries raises no mismatch.
 */

const mounted: { root: Root; app: AppInstance; container: HTMLElement }[] = []
afterEach(() => {
  for (const { root, app, container } of mounted.splice(0)) {
    act(() => root.unmount())
    app.router.dispose()
    container.remove()
  }
})

/**
 * The elements under `root`, one line each: their attributes in order, their text, and what
 * a form control holds (the server writes it as attributes, the browser as properties).
 */
function outline(root: Element): string[] {
  return [...root.querySelectorAll('*')].map((element) =>
    [
      element.localName,
      ...[...element.attributes]
        .filter(({ name }) => name !== 'value' && name !== 'selected')
        .map(({ name, value }) => `${name}=${value}`)
        .sort(),
      ...[...element.childNodes].filter((n) => n.nodeType === 3).map((n) => `"${n.textContent}"`),
      ...('value' in element ? [`value:${String(element.value)}`] : []),
      ...(element instanceof HTMLOptionElement ? [`selected:${element.selected}`] : []),
    ].join(' '),
  )
}

const stateOf = (script: string) =>
  JSON.parse(script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')) as ServerState

/** Renders as the server does. */
async function serverRender(path: string, language: 'it' | 'en') {
  window.history.replaceState(null, '', path)
  return render({
    url: window.location.href,
    language,
    // The test's API (msw) answers the global fetch, looked up at each call.
    fetchJson: (input, init) => fetch(input, init),
    sanitizeHtml: (html) => html,
  })
}

/** The page started in the browser from the server's state, hydrating `html` if given. */
async function startPage(path: string, state: string, html?: string) {
  const container = document.createElement('div')
  if (html !== undefined) container.innerHTML = html
  document.body.append(container)
  // As the browser's start-up does: the page's own components first (src/main.tsx).
  await loadRoutesOf(path)
  const app = createApp({ serverState: stateOf(state), language: 'it' })
  const page = (
    <StrictMode>
      <App app={app} />
    </StrictMode>
  )
  let root: Root | undefined
  await act(async () => {
    if (html === undefined) {
      root = createRoot(container)
      root.render(page)
    } else {
      root = hydrateRoot(container, page)
    }
    await Promise.resolve()
  })
  mounted.push({ root: root!, app, container })
  return container
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

    const container = await startPage('/corsi', page!.state, page!.html)
    expect(await screen.findByRole('heading', { level: 1, name: 'Corsi in presenza' })).toBe(
      container.querySelector('h1'),
    )
    expect(screen.getAllByText(course.title).length).toBeGreaterThan(0)
    // The footer's newsletter form comes in the page, closed until its code takes it over.
    expect(page!.html).toMatch(/<input[^>]*type="email"[^>]*\sdisabled[\s=/>]/)
    expect(page!.html).not.toContain('<template')
    const email = await screen.findByRole('textbox', { name: 'La tua e-mail' })
    expect(email).toBe(container.querySelector('input[type="email"]'))
    await vi.waitFor(() => expect(email).toBeEnabled())
    // Hydrating keeps the server's attributes as they are: the page taken over reads as the
    // same page started in the browser, every id and label included.
    const fresh = await startPage('/corsi', page!.state)
    await waitFor(() => expect(outline(container)).toEqual(outline(fresh)))
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
