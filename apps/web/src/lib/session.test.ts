import { describe, expect, it } from 'vitest'
import { createSessionStore, SESSION_STORAGE_KEY } from './session.ts'

const giulia = { email: 'giulia@example.com', group: 'user' } as const

/** What another tab sees when this one writes: the browser's storage event. */
const storageEvent = () =>
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }))

describe('the session store', () => {
  it('remembers who is signed in, and nothing else, across a reload', () => {
    createSessionStore(window.localStorage).signIn(giulia)
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({
      isLogged: true,
      user: giulia,
    })
    // A reload waits for the server's check before trusting it.
    expect(createSessionStore(window.localStorage).getSnapshot()).toEqual({
      isLogged: null,
      user: giulia,
    })
  })

  it('logs out every tab when one logs out, without any secret in storage', () => {
    const here = createSessionStore(window.localStorage)
    here.signIn(giulia)
    const there = createSessionStore(window.localStorage)
    const stop = there.syncAcrossTabs()
    there.confirm(there.getSnapshot().user!, giulia)

    here.clear()
    storageEvent()
    expect(there.getSnapshot()).toEqual({ isLogged: false, user: null })
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()

    here.signIn({ email: 'direzione@example.com', group: 'admin' })
    storageEvent()
    expect(there.getSnapshot()).toEqual({
      isLogged: true,
      user: { email: 'direzione@example.com', group: 'admin' },
    })
    stop()
  })

  it('takes who it is from the check, unless another sign-in came meanwhile', () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ isLogged: true, user: { ...giulia, group: 'admin' } }),
    )
    const store = createSessionStore(window.localStorage)
    const checked = store.getSnapshot().user!
    store.confirm(checked, giulia)
    expect(store.getSnapshot()).toEqual({ isLogged: true, user: giulia })

    const late = store.getSnapshot().user!
    store.signIn({ email: 'direzione@example.com', group: 'admin' })
    store.confirm(late, giulia)
    expect(store.getSnapshot().user).toEqual({ email: 'direzione@example.com', group: 'admin' })
  })

  it('wipes a token an older version stored and hands it over to be ended', () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ isLogged: true, user: { ...giulia, token: 'old-token' } }),
    )
    const store = createSessionStore(window.localStorage)
    expect(store.legacyToken).toBe('old-token')
    expect(store.getSnapshot()).toEqual({ isLogged: false, user: null })
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })
})
