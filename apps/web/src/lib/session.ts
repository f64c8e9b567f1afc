import { createContext, useContext, useSyncExternalStore } from 'react'
import { z } from 'zod'
import { GroupSchema } from '@aula/contract/common'

export const SESSION_STORAGE_KEY = 'aula.session'
/** How long pages wait for the start-up check before trusting the stored session. */
export const REHYDRATE_TIMEOUT_MS = 5000

const SessionUserSchema = z.object({
  group: GroupSchema,
  email: z.string().min(1),
  token: z.string().min(1),
})
export type SessionUser = z.infer<typeof SessionUserSchema>

/**
 * `isLogged` is null until the stored session is confirmed (or the wait times out):
 * guards show a loading state meanwhile instead of redirecting too early.
 */
export interface Session {
  isLogged: boolean | null
  user: SessionUser | null
}

const StoredSessionSchema = z.object({
  isLogged: z.boolean().nullable(),
  user: SessionUserSchema.nullable(),
})

const loggedOut: Session = { isLogged: false, user: null }

function readStored(storage: Storage): SessionUser | null {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY)
    if (!raw) return null
    const parsed = StoredSessionSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data.user : null
  } catch {
    return null
  }
}

export interface SessionStore {
  getSnapshot(): Session
  subscribe(listener: () => void): () => void
  /** Resolves once `isLogged` is known (confirmed, cleared or timed out). */
  ready(): Promise<Session>
  signIn(user: SessionUser): void
  /** The server accepted the stored token; the group comes from its answer. */
  confirm(token: string, group: SessionUser['group']): void
  /** Pages stop waiting for a slow check and use the stored session. */
  trustStored(): void
  clear(): void
  /** Keeps tabs in step: logging out in one logs out all of them. */
  syncAcrossTabs(): () => void
}

export function createSessionStore(storage: Storage = window.localStorage): SessionStore {
  const stored = readStored(storage)
  let state: Session = stored ? { isLogged: null, user: stored } : loggedOut
  const listeners = new Set<() => void>()
  let waiting: ((session: Session) => void)[] = []

  function persist() {
    try {
      if (state.user) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(state))
      else storage.removeItem(SESSION_STORAGE_KEY)
    } catch {
      // Private browsing may refuse storage: the session then lasts as long as the tab.
    }
  }

  function set(next: Session, save = true) {
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
    signIn: (user) => set({ isLogged: true, user }),
    confirm(token, group) {
      if (state.user?.token !== token) return
      set({ isLogged: true, user: { ...state.user, group } })
    },
    trustStored() {
      if (state.isLogged === null && state.user) set({ ...state, isLogged: true }, false)
    },
    clear: () => set(loggedOut),
    syncAcrossTabs() {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return
        const user = readStored(storage)
        if (user?.token === state.user?.token) return
        set(user ? { isLogged: true, user } : loggedOut, false)
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    },
  }
}

export const SessionContext = createContext<SessionStore | null>(null)

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext)
  if (!store) throw new Error('useSessionStore needs the app provider')
  return store
}

export function useSession(): Session {
  const store = useSessionStore()
  return useSyncExternalStore(store.subscribe, store.getSnapshot)
}

export const isAdmin = (session: Session) =>
  session.isLogged === true && session.user?.group === 'admin'
