import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { StartupError, describeStartupError } from './startup-errors.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-startup-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
const ctx = { dataDir: dir, databaseFile: path.join(dir, 'aula.db'), port: 3000, host: '0.0.0.0' }

/** The error a real call throws. */
function thrownBy(call: () => unknown): unknown {
  try {
    call()
  } catch (error) {
    return error
  }
  throw new Error('expected the call to throw')
}

describe('describeStartupError', () => {
  it('names a full disk and the fix', () => {
    // /dev/full answers every write with ENOSPC, as a full disk does.
    const error = thrownBy(() => fs.writeFileSync('/dev/full', 'x'))
    expect(describeStartupError(error, ctx)).toBe(
      `The disk holding ${dir} is full (ENOSPC): free some space, then start again`,
    )
  })

  it('names a database that cannot be opened for writing and what DATA_DIR must be', () => {
    fs.mkdirSync(path.join(dir, 'aula.db'))
    const error = thrownBy(() => new SQLite(path.join(dir, 'aula.db')))
    expect(describeStartupError(error, ctx)).toBe(
      `Cannot open the database ${ctx.databaseFile} for writing (SQLITE_CANTOPEN): DATA_DIR must be a directory the user running Aula can write to`,
    )
  })

  it('names a DATA_DIR below a file, and a read-only or forbidden one', () => {
    const file = path.join(dir, 'a-file')
    fs.writeFileSync(file, '')
    const below = thrownBy(() => fs.mkdirSync(path.join(file, 'data'), { recursive: true }))
    expect(describeStartupError(below, ctx)).toMatch(
      /^Part of .*a-file\/data is a file, not a directory \(ENOTDIR\): DATA_DIR must be a directory/,
    )
    // What the kernel answers on a read-only mount or a directory of another user.
    for (const code of ['EROFS', 'EACCES']) {
      const error = Object.assign(new Error(`${code}: denied`), { code, path: '/srv/aula' })
      expect(describeStartupError(error, ctx)).toMatch(
        new RegExp(`^.*/srv/aula.*\\(${code}\\): DATA_DIR must be a directory .* can write to$`),
      )
    }
  })

  it('names a busy port', async () => {
    const first = net.createServer()
    await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve))
    const port = (first.address() as net.AddressInfo).port
    const second = net.createServer()
    const error = await new Promise((resolve) => {
      second.once('error', resolve)
      second.listen(port, '127.0.0.1')
    })
    first.close()
    expect(describeStartupError(error, { ...ctx, port })).toBe(
      `Port ${port} is already in use (EADDRINUSE): stop the program using it or set PORT to a free port`,
    )
  })

  it('finds the cause inside a wrapping error, and keeps a StartupError as it is', () => {
    const full = thrownBy(() => fs.writeFileSync('/dev/full', 'x'))
    expect(describeStartupError(new Error('seed failed', { cause: full }), ctx)).toMatch(
      /is full \(ENOSPC\)/,
    )
    expect(describeStartupError(new StartupError('just this line'), ctx)).toBe('just this line')
  })

  it('gives anything else one line with its own message', () => {
    const line = describeStartupError(new Error('something odd\n    at somewhere'), ctx)
    expect(line).toBe('Aula could not start: something odd (LOG_LEVEL=debug prints the details)')
  })
})
