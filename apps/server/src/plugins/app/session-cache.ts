/*
 * Who a session token belongs to, kept for a moment (docs/architecture.md#sessions): a page
 * that makes a few signed-in calls at once reads the session once. Any change to a session
 * or an account made through this process (logout, password change or reset, verification,
 * an account's details or role) forgets every kept lookup at once; another process sees
 * such a change at once when the processes share Redis (lib/redis.ts), within CACHE_MS
 * otherwise. Private tokens (admin writes) are never kept.
 */

/** How long a lookup is kept: the bound on what another process may still accept. */
export const SESSION_CACHE_MS = 2_000
const MAX_ENTRIES = 10_000

interface Entry<Row> {
  row: Row
  until: number
  /** The database the lookup was read from (tests run several apps in one process). */
  db: object
}

const entries = new Map<string, Entry<unknown>>()
/** Moves on with each change, so a lookup read before a change is never kept after it. */
let generation = 0

/** The change counter to pass to keepSession: read it before reading the database. */
export const sessionGeneration = () => generation

export function cachedSession<Row>(db: object, tokenHash: string, at = Date.now()): Row | null {
  const entry = entries.get(tokenHash)
  if (!entry) return null
  if (entry.until <= at || entry.db !== db) {
    entries.delete(tokenHash)
    return null
  }
  return entry.row as Row
}

export function keepSession<Row>(db: object, tokenHash: string, row: Row, readAt: number) {
  if (readAt !== generation) return
  // The oldest entry goes first: a Map iterates in insertion order.
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
  entries.set(tokenHash, { row, until: Date.now() + SESSION_CACHE_MS, db })
}

const listeners = new Set<() => void | Promise<void>>()

/** Runs `listener` after each change made in this process; returns the way to stop. */
export function onSessionsForgotten(listener: () => void | Promise<void>): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * A session or an account changed: no kept lookup may answer any more. `elsewhere` when
 * another process made the change (it told the others already).
 */
export async function forgetSessions(elsewhere = false): Promise<void> {
  generation += 1
  entries.clear()
  // With Redis the other processes are told, and have forgotten, before this resolves: the
  // answer to a logout or a password change comes after (plugins/app/shared-state.ts).
  if (!elsewhere) await Promise.all([...listeners].map(async (listener) => listener()))
}
