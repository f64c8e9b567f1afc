import { CompiledQuery, type KyselyPlugin } from 'kysely'
import { isPostgres, type Db } from '#src/db/connect.ts'

/*
 * What a list function asks of the database and how the database answers it: for tests that
 * a list is read from an index in its order on both engines.
 */

/** The statement a list function sends, as the database receives it. */
export async function statementOf(
  db: Db,
  run: (db: Db) => Promise<unknown>,
): Promise<CompiledQuery> {
  const seen: CompiledQuery[] = []
  const capture: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      seen.push(db.getExecutor().compileQuery(node, queryId))
      return node
    },
    transformResult: async ({ result }) => result,
  }
  await run(db.withPlugin(capture))
  const statement = seen[0]
  if (!statement) throw new Error('no statement sent')
  return statement
}

/**
 * The plan of a statement. On PostgreSQL, sequential scans and sorts are priced out so the
 * plan shows whether an index can give the order at all: the test tables are too small for
 * the planner to prefer one on its own.
 */
export async function planOf(db: Db, statement: CompiledQuery): Promise<string> {
  if (!isPostgres(db)) {
    const { rows } = await db.executeQuery(
      CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
    )
    return rows.map((row) => (row as { detail: string }).detail).join('\n')
  }
  return db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'))
    await trx.executeQuery(CompiledQuery.raw('set local enable_sort = off'))
    const { rows } = await trx.executeQuery(
      CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]),
    )
    return rows.map((row) => (row as { 'QUERY PLAN': string })['QUERY PLAN']).join('\n')
  })
}
