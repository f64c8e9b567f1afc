import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Transaction } from 'kysely'
import { isPostgres, type Db } from '#src/db/connect.ts'
import type { Database } from '#src/db/database.ts'
import { isForeignKeyViolation, isUniqueViolation } from '#src/db/constraint-errors.ts'
import { readAdminForm, type AdminForm, type FormFiles } from '#src/lib/admin-form.ts'
import {
  findAssetById,
  insertAsset,
  removeAssetFiles,
  type Asset,
  type NewAsset,
} from '#src/lib/assets.ts'
import { recordAudit } from '#src/lib/audit.ts'
import { contentChanged } from '#src/lib/public-cache.ts'
import { FieldsError, HttpError } from '#src/lib/http-error.ts'
import { encodeImage, type ImageOptions } from '#src/lib/images.ts'
import type { Storage } from '#src/lib/storage.ts'

/*
 * The one way an admin write runs (docs/architecture.md#layers): stage the uploads, parse,
 * open a transaction, let the feature persist, record the audit row, commit; a refused key
 * becomes the feature's 409 or 400; the files the write replaced go once it has committed,
 * and on any failure the files this request staged go instead, so a refused write changes
 * nothing, neither in the database nor in storage. Several writes that go in together share
 * one transaction through inAdminTransaction, which deals with their files when it ends.
 * Once a write has committed, the public reads kept in memory are told the content changed
 * (lib/public-cache.ts).
 */

export interface AdminWriteDeps {
  /**
   * The database, or the transaction of inAdminTransaction: the write then runs inside it
   * and commits or rolls back with it (several writes that go in together, all or nothing).
   */
  db: Db
  storage: Storage
  /** Where a file that could not be removed is reported; the answer does not change. */
  log?: Pick<FastifyBaseLogger, 'warn'>
  /**
   * Set by inAdminTransaction beside its transaction: the files of the writes that join it,
   * dealt with when the outermost transaction ends.
   */
  filesAtEnd?: FilesAtEnd
}

/** The files of one asset, enough to remove them. */
export type AssetFiles = Pick<Asset, 'id' | 'kind' | 'storage_key' | 'variants'>

/** The files of the writes that share one transaction, kept until it ends. */
export interface FilesAtEnd {
  /** Files the writes stopped using: removed once the transaction has committed. */
  replaced: AssetFiles[]
  /** Files the writes stored (pictures, videos): removed if it rolls back instead. */
  staged: AssetFiles[]
}

/** What `parse` may stage besides the form's videos, which are staged while reading. */
export interface Stage {
  /** The database, for checks before any slow file work (a taken title, a missing topic). */
  db: Db
  /**
   * Checks and encodes an image now (415/413 when it is not one we take). Its asset row is
   * inserted at the start of the transaction; its files are removed if the write fails.
   */
  image(bytes: Buffer, options?: ImageOptions): Promise<NewAsset>
}

export interface AuditEntry {
  action: string
  targetType: string
  targetId: string | number
  detail?: unknown
}

/** What `persist` did, inside the transaction. */
export interface Persisted<Result> {
  /** What the service answers; read it inside the transaction to see the write's own rows. */
  result: Result
  /** Recorded in the same transaction, with the actor. */
  audit: AuditEntry
  /** Assets the write stopped using: rows deleted in this transaction, files after COMMIT. */
  dropAssets?: (string | null | undefined)[]
  /** Files of asset rows `persist` already deleted: removed after COMMIT. */
  dropFiles?: AssetFiles[]
}

/**
 * How a refused key is answered: a message (409 for a unique key, 400 for a foreign key),
 * a ready error, or a function of the error and the parsed input that returns the error to
 * throw (or undefined to let the database's error through).
 */
export type ConstraintAnswer<Input> =
  | string
  | HttpError
  | ((error: unknown, input: Input) => Error | undefined | Promise<Error | undefined>)

export interface Conflicts<Input> {
  unique?: ConstraintAnswer<Input>
  foreignKey?: ConstraintAnswer<Input>
}

interface WriteCommon<Input, Result> {
  deps: AdminWriteDeps
  /** Who writes: the audit row's actor. */
  actor: { id: number }
  /** Runs inside the write's transaction: row locks (db/locks.ts) may be taken on `trx`. */
  persist: (trx: Transaction<Database>, input: Input) => Promise<Persisted<Result>>
  conflicts?: Conflicts<Input>
}

/** A JSON write: the route's schema already checked the body. */
export interface BodyWrite<Body, Input, Result> extends WriteCommon<Input, Result> {
  input: Body
  /** Further rules and clean-up of the body; without it the body is the input. */
  parse?: (body: Body, stage: Stage) => Input | Promise<Input>
}

/** A multipart form: read with readAdminForm, then parsed with the contract schema. */
export interface FormWrite<Input, Result> extends WriteCommon<Input, Result> {
  form: { request: FastifyRequest; files?: FormFiles }
  /** The contract schema on `form.fields` (see parseFormFields) plus the file rules. */
  parse: (form: AdminForm, stage: Stage) => Input | Promise<Input>
}

export type AdminWrite<Body, Input, Result> =
  BodyWrite<Body, Input, Result> | FormWrite<Input, Result>

export type FieldIssue = { path: string; message: string }

/**
 * Parses a form's text fields with the contract schema and adds the issues found in the
 * files, so the admin sees every mistake of the form at once (400 with errors[]).
 */
export function parseFormFields<S extends z.core.$ZodType>(
  schema: S,
  fields: Record<string, unknown>,
  extra: FieldIssue[] = [],
): z.output<S> {
  const parsed = z.safeParse(schema, fields)
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
  issues.push(...extra)
  if (issues.length) throw new FieldsError(issues)
  return parsed.data as z.output<S>
}

/** An asset a write points at by its id, the field it came from and what to say if absent. */
export interface StoredAssetRef {
  path: string
  id: string | null | undefined
  message: string
}

/**
 * Refuses with a 400 on each field the assets a write points at that are not stored, so a
 * missing picture is named instead of failing on a foreign key that neither engine names
 * the same way (SQLite names none). Call it inside the write's transaction, before the rows
 * that point at them: on PostgreSQL the assets found stay there until it ends (a delete
 * meanwhile waits); SQLite has one writer at a time.
 */
export async function checkStoredAssets(
  trx: Transaction<Database>,
  refs: StoredAssetRef[],
): Promise<void> {
  const ids = [...new Set(refs.flatMap((ref) => (ref.id ? [ref.id] : [])))]
  if (!ids.length) return
  let query = trx.selectFrom('asset').select('id').where('id', 'in', ids)
  if (isPostgres(trx)) query = query.forKeyShare()
  const stored = new Set((await query.execute()).map((row) => row.id))
  const issues = new Map<string, FieldIssue>()
  for (const { path, id, message } of refs) {
    if (id && !stored.has(id)) issues.set(`${path}\n${message}`, { path, message })
  }
  if (issues.size) throw new FieldsError([...issues.values()])
}

async function answerOf<Input>(
  answer: ConstraintAnswer<Input> | undefined,
  status: 400 | 409,
  error: unknown,
  input: Input,
): Promise<unknown> {
  if (answer === undefined) return error
  if (typeof answer === 'string') return new HttpError(status, answer, { cause: error })
  if (answer instanceof HttpError) return answer
  return (await answer(error, input)) ?? error
}

/** A refused key as the feature says it: unique → 409, foreign key → 400 by default. */
async function explain<Input>(
  error: unknown,
  input: Input,
  conflicts: Conflicts<Input> = {},
): Promise<unknown> {
  if (isUniqueViolation(error)) return answerOf(conflicts.unique, 409, error, input)
  if (isForeignKeyViolation(error)) return answerOf(conflicts.foreignKey, 400, error, input)
  return error
}

async function removeQuietly(deps: AdminWriteDeps, files: AssetFiles[]): Promise<void> {
  const results = await Promise.allSettled(files.map((f) => removeAssetFiles(deps.storage, f)))
  for (const result of results) {
    if (result.status === 'rejected') {
      deps.log?.warn({ err: result.reason }, 'admin write: a file could not be removed')
    }
  }
}

const filesOf = (asset: NewAsset): AssetFiles => ({
  id: asset.id,
  kind: asset.kind,
  storage_key: asset.storage_key,
  variants: asset.variants ?? null,
})

/** The videos a form stored while it was read. */
const videosOf = (form: AdminForm | undefined): NewAsset[] =>
  form ? Object.values(form.videos).flat() : []

/**
 * Runs `work` with deps whose `db` is one transaction, so that the admin writes it makes
 * (and any other service it calls with that `db`) go in together or not at all. The files
 * those writes replaced are removed once the transaction has committed, and the ones they
 * stored if it rolls back: no row ever points at a removed file. Inside another
 * inAdminTransaction it joins that one, and the files wait for the outermost.
 */
export async function inAdminTransaction<T>(
  deps: AdminWriteDeps,
  work: (deps: AdminWriteDeps & { db: Transaction<Database> }) => Promise<T>,
): Promise<T> {
  if (deps.db.isTransaction) {
    return work({ ...deps, db: deps.db as Transaction<Database>, filesAtEnd: filesAtEndOf(deps) })
  }
  const filesAtEnd: FilesAtEnd = { replaced: [], staged: [] }
  let result: T
  try {
    result = await deps.db.transaction().execute((trx) => work({ ...deps, db: trx, filesAtEnd }))
  } catch (error) {
    await removeQuietly(deps, filesAtEnd.staged)
    throw error
  }
  await announceChange(deps)
  await removeQuietly(deps, filesAtEnd.replaced)
  return result
}

/**
 * After a commit: the public reads kept in memory go, here and, through the content version
 * in the database, in every other process. The write stands if this fails; the kept answers
 * then expire on their own (docs/architecture.md#public-cache).
 */
async function announceChange(deps: AdminWriteDeps): Promise<void> {
  try {
    await contentChanged(deps.db)
  } catch (err) {
    deps.log?.warn({ err }, 'admin write: the content version could not be moved on')
  }
}

/** A transaction's files: only inAdminTransaction knows when it ends. */
function filesAtEndOf(deps: AdminWriteDeps): FilesAtEnd {
  if (!deps.filesAtEnd) {
    throw new Error('an admin write joins a transaction only through inAdminTransaction')
  }
  return deps.filesAtEnd
}

/** Runs `work` in a new transaction, or in the caller's when `db` is one already. */
function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work)
}

/**
 * Runs one admin create, update or delete and returns what `persist` answered. Every
 * failure is thrown as it is (or as the conflict's answer) after the staged files are gone.
 * Inside inAdminTransaction its files wait instead for that transaction to end.
 */
export function runAdminWrite<Input, Result>(write: FormWrite<Input, Result>): Promise<Result>
export function runAdminWrite<Body, Input, Result>(
  write: BodyWrite<Body, Input, Result> & { parse: BodyWrite<Body, Input, Result>['parse'] & {} },
): Promise<Result>
export function runAdminWrite<Input, Result>(
  write: Omit<BodyWrite<Input, Input, Result>, 'parse'>,
): Promise<Result>
export async function runAdminWrite<Body, Input, Result>(
  write: AdminWrite<Body, Input, Result>,
): Promise<Result> {
  const { deps } = write
  // Joining a caller's transaction: its end, not this write's, decides what the files become.
  const joined = deps.db.isTransaction ? filesAtEndOf(deps) : undefined
  const staged: NewAsset[] = []
  let form: AdminForm | undefined
  let done: { result: Result; dropped: AssetFiles[] }
  try {
    const stage: Stage = {
      db: deps.db,
      image: async (bytes, options) => {
        const asset = await encodeImage(deps.storage, bytes, options)
        staged.push(asset)
        return asset
      },
    }
    let input: Input
    if ('form' in write) {
      form = await readAdminForm(write.form.request, deps.storage, write.form.files)
      input = await write.parse(form, stage)
    } else {
      input = write.parse
        ? await write.parse(write.input, stage)
        : (write.input as unknown as Input)
    }
    const videos = videosOf(form)
    try {
      done = await inTransaction(deps.db, async (trx) => {
        for (const asset of [...staged, ...videos]) await insertAsset(trx, asset)
        const persisted = await write.persist(trx, input)
        const dropped = [...(persisted.dropFiles ?? [])]
        for (const id of persisted.dropAssets ?? []) {
          const asset = id ? await findAssetById(trx, id) : undefined
          if (!asset) continue
          await trx.deleteFrom('asset').where('id', '=', asset.id).execute()
          dropped.push(asset)
        }
        await recordAudit(trx, { actorUserId: write.actor.id, ...persisted.audit })
        return { result: persisted.result, dropped }
      })
    } catch (error) {
      throw await explain(error, input, write.conflicts)
    }
  } catch (error) {
    if (joined) {
      // The caller's transaction may still commit the asset rows already inserted.
      joined.staged.push(...staged.map(filesOf), ...videosOf(form).map(filesOf))
    } else {
      await removeQuietly(deps, staged.map(filesOf))
      await form?.discard().catch((err: unknown) => {
        deps.log?.warn({ err }, 'admin write: an uploaded video could not be removed')
      })
    }
    throw error
  }
  if (joined) {
    joined.staged.push(...staged.map(filesOf), ...videosOf(form).map(filesOf))
    joined.replaced.push(...done.dropped)
    return done.result
  }
  // Committed: the staged files are in use, the replaced ones are shown nowhere any more.
  await announceChange(deps)
  await removeQuietly(deps, done.dropped)
  await form?.settle()
  return done.result
}
