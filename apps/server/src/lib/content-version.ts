import { sql } from 'kysely'
import type { Db } from '#src/db/connect.ts'

/*
 * The content version (docs/architecture.md#public-cache): one row that every admin write
 * moves on once it commits. The public caches of this process follow it at once; those of
 * the other processes read it at most once a second, or hear it at once through Redis
 * (plugins/app/shared-state.ts).
 */

/** What follows a database's content version: a public cache. */
export interface VersionFollower {
  /** Drops everything kept (a write is committing). */
  clear(): void
  /** The version as read or written now. */
  sawVersion(version: number): void
}

/** Every follower of one database in this process, told at once when a write commits. */
const followersOf = new WeakMap<object, Set<VersionFollower>>()
/** Who else hears of a new content version of a database (the other processes, by Redis). */
const versionListenersOf = new WeakMap<object, Set<(version: number) => void | Promise<void>>>()

/** Tells `follower` of every write to `db`'s content; returns the way to stop. */
export function followContentVersion(db: Db, follower: VersionFollower): () => void {
  let set = followersOf.get(db)
  if (!set) followersOf.set(db, (set = new Set()))
  set.add(follower)
  return () => set.delete(follower)
}

/**
 * Runs `listener` with each content version this process writes; returns the way to stop. A
 * listener's promise holds the write's answer until it settles (the other processes told).
 */
export function onContentVersion(
  db: Db,
  listener: (version: number) => void | Promise<void>,
): () => void {
  let set = versionListenersOf.get(db)
  if (!set) versionListenersOf.set(db, (set = new Set()))
  set.add(listener)
  return () => set.delete(listener)
}

/** Reads the content version; 0 when the row is missing. */
export async function readVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('content_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst()
  return row ? Number(row.version) : 0
}

/**
 * Tells everyone that public content changed, after the write committed: this process's
 * caches drop their entries now, and the version in the database moves on, so the caches of
 * other processes drop theirs at their next check or, with Redis, before this resolves (the
 * write's answer comes after: a read on any process then sees the write).
 */
export async function contentChanged(db: Db): Promise<void> {
  const followers = followersOf.get(db)
  for (const follower of followers ?? []) follower.clear()
  const row = await db
    .updateTable('content_version')
    .set({ version: sql<number>`version + 1` })
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirst()
  if (!row) return
  const version = Number(row.version)
  for (const follower of followers ?? []) follower.sawVersion(version)
  const told = [...(versionListenersOf.get(db) ?? [])].map(async (listener) => listener(version))
  await Promise.all(told)
}
