import SQLite from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { withStatementCache } from './statement-cache.ts'

/*
 * SQLite prepares each SQL text once and runs it again with new parameters, without
 * changing what any statement answers, including one sent while another copy of it is
 * still being read row by row.
 */

const open: SQLite.Database[] = []
function database() {
  const sqlite = new SQLite(':memory:')
  open.push(sqlite)
  sqlite.exec('create table item (id integer primary key, name text)')
  sqlite.exec("insert into item (name) values ('a'), ('b'), ('c')")
  return sqlite
}
afterEach(() => {
  for (const sqlite of open.splice(0)) sqlite.close()
})

describe('the statement cache', () => {
  it('prepares a text once and answers each call with its own parameters', () => {
    const db = withStatementCache(database())
    const text = 'select name from item where id = ?'
    const first = db.prepare(text)
    expect(db.prepare(text)).toBe(first)
    expect(db.prepare(text).get(1)).toEqual({ name: 'a' })
    expect(db.prepare(text).get(3)).toEqual({ name: 'c' })
  })

  it('gives a fresh statement while the kept one is still being read', () => {
    const db = withStatementCache(database())
    const text = 'select name from item order by id'
    const names: string[] = []
    for (const row of db.prepare(text).iterate() as Iterable<{ name: string }>) {
      names.push(row.name, ...(db.prepare(text).all() as { name: string }[]).map((r) => r.name))
    }
    expect(names).toEqual(['a', 'a', 'b', 'c', 'b', 'a', 'b', 'c', 'c', 'a', 'b', 'c'])
  })

  it('keeps the most recently used texts up to its size', () => {
    const db = withStatementCache(database(), 2)
    const [a, b, c] = ['select 1', 'select 2', 'select 3']
    const first = db.prepare(a)
    db.prepare(b)
    expect(db.prepare(a)).toBe(first)
    db.prepare(c)
    // b was the least recently used: it went, a stayed.
    expect(db.prepare(a)).toBe(first)
    const second = db.prepare(b)
    expect(db.prepare(b)).toBe(second)
  })
})
