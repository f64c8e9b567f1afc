import { useState } from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { takenOverLater, takeOver } from './taken-over-later.tsx'

function Counter() {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clic {count}
    </button>
  )
}

const container = document.createElement('div')
let root: Root | undefined

afterEach(() => {
  root?.unmount()
  root = undefined
  container.remove()
})

describe('takenOverLater', () => {
  it("takes a part of a server page over in a later task, keeping the server's HTML", async () => {
    const LaterCounter = takenOverLater(Counter)
    container.innerHTML = '<button type="button">Clic 0</button>'
    document.body.append(container)
    const served = container.querySelector('button')!

    takeOver(() => {
      root = hydrateRoot(container, <LaterCounter />)
    })
    // The takeover is over, the part's is not: the server's button is there, still inert.
    served.click()
    expect(container.querySelector('button')).toBe(served)
    expect(served).toHaveTextContent('Clic 0')

    // A task later the same button is the part's own.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    served.click()
    await waitFor(() => expect(served).toHaveTextContent('Clic 1'))
    expect(container.querySelector('button')).toBe(served)
  })

  it('draws a part at once where no server page is being taken over', async () => {
    const LaterCounter = takenOverLater(Counter)
    render(<LaterCounter />)
    // A few promise turns, within the frame: no task passes.
    await act(() => Promise.resolve())

    expect(screen.getByRole('button', { name: 'Clic 0' })).toBeVisible()
  })
})
