import { act, render, waitFor, within } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { RichText } from './rich-text.tsx'

const unsafe = '<p>Impasto</p><img src="/a.png" onerror="alert(1)"><script>steal()</script>'

describe('RichText', () => {
  it("keeps the server's cleaned HTML when taking a page over, and cleans new content", async () => {
    const container = document.createElement('div')
    container.innerHTML = '<div class="rich-text "><p>Impasto</p><img src="/a.png"></div>'
    document.body.append(container)
    const served = container.innerHTML

    let root!: Root
    act(() => {
      root = hydrateRoot(container, <RichText html={unsafe} />)
    })
    // Redrawn after the takeover, with the same HTML: still untouched.
    act(() => root.render(<RichText html={unsafe} />))

    expect(container.innerHTML).toBe(served)

    // New content is cleaned in the browser before it shows.
    act(() => root.render(<RichText html="<p>Lievito</p><script>steal()</script>" />))
    await waitFor(() => expect(container).toHaveTextContent('Lievito'))
    expect(container.querySelector('script')).toBeNull()
    root.unmount()
    container.remove()
  })

  it('cleans HTML the browser renders itself: no script, no event handler', async () => {
    const { container } = render(<RichText html={unsafe} />)

    expect(await within(container).findByText('Impasto')).toBeVisible()
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onerror]')).toBeNull()
  })
})
