/*
 * What `GET /api/ready` asks before saying the process may take traffic
 * (docs/decisions/023-operations-endpoints.md): each dependency the app runs on (the
 * database, the file store, Redis…) adds a check here when it is set up, and every check
 * must answer within its time, so a dependency that hangs cannot hang the probe.
 */

/** Resolves when the dependency answers; rejects (or never settles) when it does not. */
export type ReadinessCheck = () => Promise<unknown>

export type CheckOutcome = 'ok' | 'unavailable'

export interface ReadinessReport {
  /** ok: every check answered; unavailable: one did not; draining: the process is stopping. */
  status: 'ok' | 'unavailable' | 'draining'
  checks: Record<string, CheckOutcome>
}

/** How long one check may take before it counts as unavailable. */
export const CHECK_TIMEOUT_MS = 2_000

export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>()
  private stopping = false

  constructor(private readonly timeoutMs = CHECK_TIMEOUT_MS) {}

  /** Adds a dependency's check under its name (`database`, `storage`, `redis`). */
  add(name: string, check: ReadinessCheck): void {
    if (this.checks.has(name)) throw new Error(`A readiness check named ${name} exists already`)
    this.checks.set(name, check)
  }

  /** From now on the process answers "not ready": it is stopping (SIGTERM). */
  drain(): void {
    this.stopping = true
  }

  get draining(): boolean {
    return this.stopping
  }

  /** Runs every check at once; each one that fails or takes too long is unavailable. */
  async report(): Promise<ReadinessReport> {
    const names = [...this.checks.keys()]
    const outcomes = await Promise.all(
      [...this.checks.values()].map((check) => withinTime(check, this.timeoutMs)),
    )
    const checks: Record<string, CheckOutcome> = {}
    names.forEach((name, i) => (checks[name] = outcomes[i]!))
    const failed = outcomes.includes('unavailable')
    return { status: this.stopping ? 'draining' : failed ? 'unavailable' : 'ok', checks }
  }
}

async function withinTime(check: ReadinessCheck, timeoutMs: number): Promise<CheckOutcome> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<CheckOutcome>((resolve) => {
    timer = setTimeout(resolve, timeoutMs, 'unavailable')
  })
  try {
    return await Promise.race([
      // A check that throws at once counts like one that rejects.
      Promise.resolve()
        .then(check)
        .then(
          () => 'ok' as const,
          () => 'unavailable' as const,
        ),
      late,
    ])
  } finally {
    clearTimeout(timer)
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The checks behind `GET /api/ready`; dependencies add theirs (lib/readiness.ts). */
    readiness: Readiness
  }
}
