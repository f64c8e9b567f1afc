import path from 'node:path'

/** A start-up problem an operator must fix: its message is the one line printed. */
export class StartupError extends Error {}

export interface StartupContext {
  dataDir: string
  engine?: 'sqlite' | 'postgres'
  databaseFile?: string
  port?: number
  host?: string
}

interface Coded {
  code?: unknown
  path?: unknown
  syscall?: unknown
  address?: unknown
  port?: unknown
  message?: unknown
  cause?: unknown
  errors?: unknown
}

/** The error and what it wraps (cause, AggregateError's list), outermost first. */
function chain(error: unknown): Coded[] {
  const out: Coded[] = []
  const queue: unknown[] = [error]
  while (queue.length && out.length < 10) {
    const next = queue.shift()
    if (!next || typeof next !== 'object') continue
    const e = next as Coded
    out.push(e)
    if (e.cause) queue.push(e.cause)
    if (Array.isArray(e.errors)) queue.push(...(e.errors as unknown[]))
  }
  return out
}

/**
 * One line naming why the server could not start and what to do about it: a full disk, a
 * DATA_DIR that cannot be written, a busy port, an unreachable database… Anything else
 * still gets one line, with its own message.
 */
export function describeStartupError(error: unknown, ctx: StartupContext): string {
  const errors = chain(error)
  for (const e of errors) {
    if (e instanceof StartupError) return e.message
  }
  const where = (e: Coded) =>
    typeof e.path === 'string' ? e.path : (ctx.databaseFile ?? path.resolve(ctx.dataDir))
  const writable = 'DATA_DIR must be a directory the user running Aula can write to'
  for (const e of errors) {
    const code = typeof e.code === 'string' ? e.code : ''
    if (code === 'ENOSPC' || code === 'SQLITE_FULL' || code === 'EDQUOT') {
      const full = typeof e.path === 'string' ? e.path : path.resolve(ctx.dataDir)
      return `The disk holding ${full} is full (${code}): free some space, then start again`
    }
    if (code === '53100') {
      return `The PostgreSQL server's disk is full (${code}): free some space there, then start again`
    }
    if (code === 'EROFS') {
      return `${where(e)} is on a read-only file system (EROFS): ${writable}`
    }
    if (code === 'SQLITE_CANTOPEN' || code.startsWith('SQLITE_READONLY')) {
      return `Cannot open the database ${where(e)} for writing (${code}): ${writable}`
    }
    if ((code === 'EACCES' || code === 'EPERM') && e.syscall === 'listen') {
      return `Not allowed to listen on port ${ctx.port} (${code}): set PORT to 1024 or higher`
    }
    if (code === 'EACCES' || code === 'EPERM') {
      return `Not allowed to write ${where(e)} (${code}): ${writable}`
    }
    if (code === 'ENOTDIR' || code === 'EEXIST') {
      return `Part of ${where(e)} is a file, not a directory (${code}): ${writable}`
    }
    if (code === 'EISDIR') {
      return `${where(e)} is a directory where a file belongs (EISDIR): move it away or point DATA_DIR elsewhere`
    }
    if (code === 'EADDRINUSE') {
      return `Port ${ctx.port} is already in use (EADDRINUSE): stop the program using it or set PORT to a free port`
    }
    if (code === 'EADDRNOTAVAIL') {
      return `HOST ${ctx.host} is not an address of this machine (EADDRNOTAVAIL): set HOST to one of its addresses, or 0.0.0.0`
    }
    const network = ['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH']
    if (ctx.engine === 'postgres' && network.includes(code)) {
      return `Cannot reach the PostgreSQL server (${code}): check DATABASE_URL and that the database is running`
    }
    // PostgreSQL's own error codes
    if (code === '28P01' || code === '28000') {
      return `PostgreSQL refused the login (${code}): check the user and password in DATABASE_URL`
    }
    if (code === '3D000') {
      return `The database named in DATABASE_URL does not exist (${code}): create it or fix DATABASE_URL`
    }
  }
  const message = String(errors[0]?.message ?? error).split('\n')[0]
  return `Aula could not start: ${message} (LOG_LEVEL=debug prints the details)`
}
