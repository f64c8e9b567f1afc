import { afterEach, describe, expect, it, vi } from 'vitest'
import { SLOT_ID, whenSlotNear } from './components/footer-newsletter.tsx'

/** The browser's IntersectionObserver, driven by the test: `near()` scrolls the slot close. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; margin?: string }[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, margin: options?.rootMargin })
      }
      observe() {}
      disconnect() {}
    },
  )
  return {
    margins: () => observers.map((o) => o.margin),
    near: () => {
      for (const { callback } of observers) {
        callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        )
      }
    },
  }
}

function slot() {
  const element = document.createElement('div')
  element.id = SLOT_ID
  document.body.append(element)
  return element
}

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.getElementById(SLOT_ID)?.remove()
})

describe("the footer's newsletter form", () => {
  it('loads only when the footer comes near the screen, a little ahead of it', async () => {
    const observer = fakeObserver()
    slot()
    const loading = whenSlotNear()
    expect(await settled(loading)).toBe(false)
    expect(observer.margins()).toEqual(['0px 0px 400px 0px'])
    observer.near()
    expect(await settled(loading)).toBe(true)
  })

  it('loads at once when the visitor reaches it by keyboard or pointer first', async () => {
    fakeObserver()
    const element = slot()
    const byKeyboard = whenSlotNear()
    element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(await settled(byKeyboard)).toBe(true)
    const byPointer = whenSlotNear()
    expect(await settled(byPointer)).toBe(false)
    element.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(await settled(byPointer)).toBe(true)
  })

  it('loads at once where the browser cannot tell what is on screen', async () => {
    slot()
    vi.stubGlobal('IntersectionObserver', undefined)
    expect(await settled(whenSlotNear())).toBe(true)
  })
})
