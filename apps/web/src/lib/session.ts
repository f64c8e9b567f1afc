import { createContext, useContext, useSyncExternalStore } from 'react'
import { isGroup, type Group } from '@aula/contract/values/common'
import { forgetPrivateToken } from './api-client.ts'

/**
 * What the page remembers of the session, to draw the right header before the start-up
 * check answers: the e-mail and the group, nothing secret. The session itself travels in an
 * httpOnly cookie no script can read (docs/decisions/016-session-cookie.md). Removing the
 * entry is also how the other tabs learn of a logout.
 */
export const SESSION_STORAGE_KEY = 'aula.session'
/** How long pages wait for the start-up check before trusting the stored session. */
export const REHYDRATE_TIMEOUT_MS = 5000

export interface SessionUser {
  group: Group
  email: string
}

/**
 * `isLogged` is null until the stored session is confirmed (or the wait times out):
 * guards show a loading state meanwhile instead of redirecting too early.
 */
export interface Session {
  isLogged: boolean | null
  user: SessionUser | null
}

/** A field of a stored object, or undefined: storage holds whatever was written there. */
const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined

/** The user of a stored session (`{isLogged, user: {group, email}}`), or null. */
function storedUser(stored: unknown): SessionUser | null {
  const user = fieldOf(stored, 'user')
  const group = fieldOf(user, 'group')
  const email = fieldOf(user, 'email')
  const isLogged = fieldOf(stored, 'isLogged')
  if (isLogged !== null && typeof isLogged !== 'boolean') return null
  return isGroup(group) && typeof email === 'string' && email !== '' ? { group, email } : null
}

/** Before the cookie, the stored session held the token itself (`{user: {token}}`). */
function legacyToken(stored: unknown): string | null {
  const token = fieldOf(fieldOf(stored, 'user'), 'token')
  return typeof token === 'string' && token !== '' ? token : null
}

const loggedOut: Session = { isLogged: false, user: null }

function readStored(storage: Storage): SessionUser | null {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY)
    if (!raw) return null
    return storedUser(JSON.parse(raw))
  } catch {
    return null
  }
}

/** Takes a token an older version stored, out of storage; the caller ends it on the server. */
function takeLegacyToken(storage: Storage): string | null {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY)
    const token = raw ? legacyToken(JSON.parse(raw)) : null
    if (!token) return null
    storage.removeItem(SESSION_STORAGE_KEY)
    return token
  } catch {
    return null
  }
}

const sameUser = (a: SessionUser | null, b: SessionUser | null) =>
  a?.email === b?.email && a?.group === b?.group

export interface SessionStore {
  getSnapshot: () => Session
  subscribe: (listener: () => void) => () => void
  /** Resolves once `isLogged` is known (confirmed, cleared or timed out). */
  ready(): Promise<Session>
  signIn(user: SessionUser): void
  /**
   * The server accepted the session `checked` was read from; who it is comes from its
   * answer. Ignored when another sign-in replaced `checked` meanwhile.
   */
  confirm(checked: SessionUser, answer: SessionUser): void
  /** Pages stop waiting for a slow check and use the stored session. */
  trustStored(): void
  clear(): void
  /** Keeps tabs in step: logging out in one logs out all of them. */
  syncAcrossTabs(): () => void
  /** A session token an older version left in storage (now wiped), to end on the server. */
  legacyToken: string | null
}

export function createSessionStore(storage: Storage = window.localStorage): SessionStore {
  const legacyToken = takeLegacyToken(storage)
  const stored = readStored(storage)
  let state: Session = stored ? { isLogged: null, user: stored } : loggedOut
  const listeners = new Set<() => void>()
  let waiting: ((session: Session) => void)[] = []

  function persist() {
    try {
      if (state.user) {
        const user = { email: state.user.email, group: state.user.group }
        storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ isLogged: state.isLogged, user }))
      } else storage.removeItem(SESSION_STORAGE_KEY)
    } catch {
      // Private browsing may refuse storage: the session then lasts as long as the tab.
    }
  }

  function set(next: Session, save = true) {
    // The admin's private token belongs to the session it was asked with.
    if (!sameUser(next.user, state.user)) forgetPrivateToken()
    state = next
    if (save) persist()
    listeners.forEach((listener) => listener())
    if (state.isLogged !== null) {
      const resolved = waiting
      waiting = []
      resolved.forEach((resolve) => resolve(state))
    }
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ready() {
      if (state.isLogged !== null) return Promise.resolve(state)
      return new Promise((resolve) => waiting.push(resolve))
    },
    signIn: (user) => set({ isLogged: true, user: { email: user.email, group: user.group } }),
    confirm(checked, answer) {
      if (state.user !== checked) return
      set({ isLogged: true, user: { email: answer.email, group: answer.group } })
    },
    trustStored() {
      if (state.isLogged === null && state.user) set({ ...state, isLogged: true }, false)
    },
    clear: () => set(loggedOut),
    syncAcrossTabs() {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return
        const user = readStored(storage)
        if (sameUser(user, state.user)) return
        set(user ? { isLogged: true, user } : loggedOut, false)
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    },
    legacyToken,
  }
}

export const SessionContext = createContext<SessionStore | null>(null)

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext)
  if (!store) throw new Error('useSessionStore needs the app provider')
  return store
}

/** The server renders every page as a guest's: the page hydrates so, then shows the session. */
const getGuestSnapshot = () => loggedOut

export function useSession(): Session {
  const store = useSessionStore()
  return useSyncExternalStore(store.subscribe, store.getSnapshot, getGuestSnapshot)
}

export const isAdmin = (session: Session) =>
  session.isLogged === true && session.user?.group === 'admin'
