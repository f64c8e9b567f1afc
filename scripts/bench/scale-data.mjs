// The scale data set of `npm run bench:scale` (README "Measure it"), written in bulk over the
// demo content once the server's own migrations and the demo seed have run: the demo
// courses, video courses and lessons cloned into `courses` courses, `users` members (a
// fifth invited by the demo member) and `ledger` affiliate ledger entries, nine tenths of
// them on the demo member, whose earnings the benchmark then reads. Multi-row inserts in
// batches, one transaction per batch group, on SQLite (better-sqlite3) or PostgreSQL (pg),
// with the drivers the measured checkout's server uses.
import { createRequire } from 'node:module'
import path from 'node:path'

const DAY_MS = 86_400_000

/** A thin driver: `all(sql, params)`, `run(sql)`, `insert(table, columns, rows)`, `close()`. */
export async function openDatabase(root, { sqliteFile, databaseUrl }) {
  const require = createRequire(path.join(root, 'apps/server/package.json'))
  if (databaseUrl) {
    const pg = require('pg')
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    return {
      engine: 'postgres',
      all: async (sql, params = []) => (await client.query(toPg(sql), params)).rows,
      run: async (sql) => void (await client.query(sql)),
      insert: (table, columns, rows) =>
        insertBatches(rows, 1000, async (batch) => {
          const { text, values } = insertSql(table, columns, batch, (n) => `$${n}`)
          await client.query(text, values)
        }),
      close: () => client.end(),
    }
  }
  const Database = require('better-sqlite3')
  const db = new Database(sqliteFile)
  db.pragma('journal_mode = WAL')
  return {
    engine: 'sqlite',
    all: async (sql, params = []) => db.prepare(sql).all(...params),
    run: async (sql) => void db.exec(sql),
    insert: (table, columns, rows) =>
      insertBatches(rows, 500, async (batch) => {
        const { text, values } = insertSql(table, columns, batch, () => '?')
        db.prepare(text).run(...values)
      }),
    close: async () => db.close(),
  }
}

/** `?` placeholders as PostgreSQL's `$1…`. */
function toPg(sql) {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

function insertSql(table, columns, rows, placeholder) {
  let n = 0
  const values = []
  const tuples = rows.map((row) => {
    values.push(...columns.map((c) => row[c] ?? null))
    return `(${columns.map(() => placeholder(++n)).join(', ')})`
  })
  const names = columns.map((c) => `"${c}"`).join(', ')
  return { text: `insert into "${table}" (${names}) values ${tuples.join(', ')}`, values }
}

/** Rows from a generator (or an array), `size` per statement. */
async function insertBatches(rows, size, write) {
  let batch = []
  for (const row of rows) {
    batch.push(row)
    if (batch.length === size) {
      await write(batch)
      batch = []
    }
  }
  if (batch.length) await write(batch)
}

/** Runs `fn` in a transaction (one per table part: a crash leaves no half batch). */
async function inTransaction(db, fn) {
  await db.run('begin')
  try {
    await fn()
    await db.run('commit')
  } catch (error) {
    await db.run('rollback')
    throw error
  }
}

const searchText = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()
const titleKey = (title) =>
  title
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
const withoutId = ({ id: _id, ...rest }) => rest

async function nextId(db, table) {
  const [row] = await db.all(`select coalesce(max(id), 0) as max from "${table}"`)
  return Number(row.max) + 1
}

/** Clones `templates` into `count` rows with numbered titles; returns the new ids. */
async function cloneItems(db, table, templates, count, children) {
  const first = await nextId(db, table)
  const ids = Array.from({ length: count }, (_, i) => first + i)
  const columns = Object.keys(templates[0])
  const rows = ids.map((id, i) => {
    const template = templates[i % templates.length]
    const title = `${template.title} ${i + 1}`
    const row = { ...template, id, title, title_key: titleKey(title) }
    // Where the lists search a kept text (title and intro, lowercase, without accents).
    if ('search_text' in template) row.search_text = searchText(`${title} ${template.intro}`)
    return row
  })
  await inTransaction(db, () => db.insert(table, columns, rows))
  if (children) {
    const { table: childTable, key, rows: childRows } = children
    const byParent = new Map()
    for (const row of childRows) byParent.set(row[key], [...(byParent.get(row[key]) ?? []), row])
    const childColumns = Object.keys(withoutId(childRows[0]))
    const copies = rows.flatMap((row, i) =>
      (byParent.get(templates[i % templates.length].id) ?? []).map((child) => ({
        ...withoutId(child),
        [key]: row.id,
      })),
    )
    await inTransaction(db, () => db.insert(childTable, childColumns, copies))
  }
  return ids
}

function* users({ first, count, hash, referrerId, referrerCode, at }) {
  for (let i = 0; i < count; i++) {
    const invited = i % 5 === 0
    yield {
      id: first + i,
      email: `member${i + 1}@bench.aula.local`,
      name: `Membro ${i + 1}`,
      password_hash: hash,
      group: 'user',
      language: i % 7 === 0 ? 'en' : 'it',
      verified: 1,
      affiliate_code: `BENCH${i + 1}`,
      used_affiliate_code: invited ? referrerCode : null,
      referred_by_id: invited ? referrerId : null,
      doc_verified: 0,
      created_at: at,
      updated_at: at,
    }
  }
}

/** Commissions: buyer i of course j is unique (the ledger's unique keys), dates over 3 years. */
function* commissions({ start, count, owners, buyers, courseIds, now }) {
  for (let k = start; k < start + count; k++) {
    const created = new Date(now - ((k * 7919) % (3 * 365)) * DAY_MS - (k % 86_400) * 1000)
    yield {
      user_id: owners(k),
      kind: 'commission',
      amount_cents: 100 + ((k * 37) % 4900),
      available_at: new Date(created.getTime() + 30 * DAY_MS).toISOString(),
      created_at: created.toISOString(),
      buyer_id: buyers[k % buyers.length],
      course_id: courseIds[Math.floor(k / buyers.length)],
    }
  }
}

/**
 * Writes the data set; `log` reports progress. Returns what the benchmark reads: the
 * member whose earnings are heavy.
 */
export async function writeScaleData(db, { courses, users: userCount, ledger, member }, log) {
  const now = Date.now()
  const at = new Date(now).toISOString()
  const [owner] = await db.all(
    'select id, password_hash, affiliate_code from app_user where email = ?',
    [member],
  )
  if (!owner) throw new Error(`${member} is not in the database: the demo seed did not run`)

  const inPerson = Math.round(courses * 0.7)
  log(`${inPerson} courses and ${courses - inPerson} video courses…`)
  const courseIds = await cloneItems(db, 'course', await db.all('select * from course'), inPerson, {
    table: 'course_media',
    key: 'course_id',
    rows: await db.all('select * from course_media'),
  })
  await cloneItems(
    db,
    'online_course',
    await db.all('select * from online_course'),
    courses - inPerson,
    {
      table: 'lesson',
      key: 'online_course_id',
      rows: await db.all('select * from lesson'),
    },
  )

  log(`${userCount.toLocaleString('en-US')} members…`)
  const firstUser = await nextId(db, 'app_user')
  const userColumns = Object.keys(users({ first: 0, count: 1 }).next().value)
  const rows = users({
    first: firstUser,
    count: userCount,
    hash: owner.password_hash,
    referrerId: owner.id,
    referrerCode: owner.affiliate_code,
    at,
  })
  await inTransaction(db, () => db.insert('app_user', userColumns, rows))

  // Nine tenths on the demo member, the rest on four other members; 200 paid-out
  // withdrawals of the demo member (a reservation each) are part of the count.
  const withdrawals = Math.min(200, ledger)
  const mine = Math.round(ledger * 0.9) - withdrawals
  const others = [firstUser, firstUser + 1, firstUser + 2, firstUser + 3]
  const buyers = Array.from({ length: userCount - others.length }, (_, i) => firstUser + 4 + i)
  const needed = Math.ceil((ledger - withdrawals) / buyers.length)
  if (needed > courseIds.length) throw new Error('too few courses for that many commissions')
  log(`${ledger.toLocaleString('en-US')} ledger entries…`)
  const ledgerColumns = [
    'user_id',
    'kind',
    'amount_cents',
    'available_at',
    'created_at',
    'buyer_id',
    'course_id',
  ]
  const commissionCount = ledger - withdrawals
  const owners = (k) => (k < mine ? owner.id : others[k % others.length])
  const perTransaction = 100_000
  for (let start = 0; start < commissionCount; start += perTransaction) {
    const count = Math.min(perTransaction, commissionCount - start)
    const part = commissions({ start, count, owners, buyers, courseIds, now })
    await inTransaction(db, () => db.insert('affiliate_entry', ledgerColumns, part))
  }

  const firstWithdrawal = await nextId(db, 'withdrawal')
  const paidOut = Array.from({ length: withdrawals }, (_, i) => {
    const requested = new Date(now - (i + 1) * 5 * DAY_MS).toISOString()
    return {
      id: firstWithdrawal + i,
      user_id: owner.id,
      amount_cents: 1000 + i,
      status: 'approved',
      requested_at: requested,
      decided_at: requested,
    }
  })
  await inTransaction(db, async () => {
    await db.insert('withdrawal', Object.keys(paidOut[0] ?? { id: 0 }), paidOut)
    await db.insert(
      'affiliate_entry',
      ['user_id', 'kind', 'amount_cents', 'withdrawal_id', 'available_at', 'created_at'],
      paidOut.map((w) => ({
        user_id: owner.id,
        kind: 'reservation',
        amount_cents: -w.amount_cents,
        withdrawal_id: w.id,
        available_at: w.requested_at,
        created_at: w.requested_at,
      })),
    )
  })

  if (db.engine === 'postgres') {
    // Explicit ids leave the identity sequences behind: move them past the new rows.
    for (const table of [
      'course',
      'course_media',
      'online_course',
      'lesson',
      'app_user',
      'affiliate_entry',
      'withdrawal',
    ]) {
      await db.run(
        `select setval(pg_get_serial_sequence('"${table}"', 'id'), (select max(id) from "${table}"))`,
      )
    }
    // What autovacuum does soon after a bulk load in a running database: the statistics, and
    // the visibility map that lets index-only scans skip the table (and sets the rows' hint
    // bits, which the first readers would otherwise write during the measurement).
    await db.run('vacuum analyze')
  } else {
    await db.run('analyze')
  }
  return { memberId: owner.id }
}
