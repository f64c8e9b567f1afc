import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify'
import type { Bindings, ChildLoggerOptions, LevelWithSilent } from 'pino'

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>
type Level = Exclude<LevelWithSilent, 'silent'>
type WithLevelCheck = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean }

/**
 * A request's logger (request.log, reply.log) with the request's id among its bindings,
 * built the first time a line at an enabled level is written: most requests write none
 * below the configured level (LOG_LEVEL=warn writes no request line), and building a
 * logger for each request cost more than answering a kept public read. What is written
 * is the same as with a logger built at once.
 */
class LazyChildLogger {
  #built: FastifyBaseLogger | undefined

  constructor(
    private readonly parent: WithLevelCheck & { isLevelEnabled: (level: string) => boolean },
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private logger(): FastifyBaseLogger {
    return (this.#built ??= this.parent.child(this.bindings, this.options))
  }

  get level(): string {
    return this.#built ? this.#built.level : this.parent.level
  }

  set level(level: string) {
    this.logger().level = level
  }

  isLevelEnabled(level: string): boolean {
    const logger = (this.#built ?? this.parent) as WithLevelCheck
    return logger.isLevelEnabled ? logger.isLevelEnabled(level) : true
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return
    const logger = this.logger()
    Reflect.apply(logger[level], logger, args)
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args)
  }
  error(...args: unknown[]) {
    this.write('error', args)
  }
  warn(...args: unknown[]) {
    this.write('warn', args)
  }
  info(...args: unknown[]) {
    this.write('info', args)
  }
  debug(...args: unknown[]) {
    this.write('debug', args)
  }
  trace(...args: unknown[]) {
    this.write('trace', args)
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options)
  }
}

/**
 * Fastify's childLoggerFactory: a lazy request logger, or the usual child at once when the
 * route sets a level of its own or the logger cannot say which levels it writes.
 */
export const lazyChildLogger: ChildLoggerFactory = function (logger, bindings, options) {
  const parent = logger as WithLevelCheck
  if (options.level || typeof parent.isLevelEnabled !== 'function') {
    return logger.child(bindings, options)
  }
  return new LazyChildLogger(
    parent as WithLevelCheck & { isLevelEnabled: (level: string) => boolean },
    bindings,
    options,
  )
}
