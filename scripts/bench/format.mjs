// The pure parts of the benchmarks (README "Measure it"): options, percentiles, ratios
// against a reference, goals and the printed table. No I/O here: scripts/bench/format.test.mjs
// covers them (`npm run test:bench`).

/**
 * `--name=value` options of the command line. `spec` maps each name to
 * { fallback, min, max } for whole numbers or { fallback, text: true } for text;
 * flags given as `--name` alone are true. Throws with a message naming the option.
 */
export function parseOptions(argv, spec) {
  const options = {}
  for (const [name, rule] of Object.entries(spec)) options[name] = rule.fallback
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg)
    if (!match) throw new Error(`unknown argument ${arg}`)
    const [, name, raw] = match
    const rule = spec[name]
    if (!rule) throw new Error(`unknown option --${name}`)
    if (rule.flag) {
      if (raw !== undefined) throw new Error(`--${name} takes no value`)
      options[name] = true
    } else if (rule.text) {
      if (!raw) throw new Error(`--${name} needs a value: --${name}=…`)
      options[name] = raw
    } else {
      const value = Number(raw)
      if (raw === undefined || !Number.isInteger(value) || value < rule.min || value > rule.max) {
        throw new Error(`--${name} must be a whole number from ${rule.min} to ${rule.max}`)
      }
      options[name] = value
    }
  }
  return options
}

/** The value under which `p` percent of the sorted values lie (nearest rank). */
export function percentile(sorted, p) {
  if (!sorted.length) return 0
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

/** A share of the reference as a whole percentage, or null without a reference. */
export function ratio(value, reference) {
  if (!reference || !Number.isFinite(value)) return null
  return value / reference
}

/**
 * Whether a target meets its goal: `goal` is the least share of its reference
 * (0.5 for "half of bare Fastify"); null when there is no goal or no reference.
 */
export function goalMet(share, goal) {
  if (goal == null || share == null) return null
  return share >= goal
}

export function formatPercent(share) {
  if (share == null) return '—'
  return `${share >= 0.1 ? Math.round(share * 100) : (share * 100).toFixed(1)} %`
}

/** Bytes as the table shows them: 812 B, 2.7 KB, 1.8 MB (decimal units). */
export function formatBytes(bytes) {
  if (bytes == null) return '—'
  if (bytes < 1000) return `${bytes} B`
  if (bytes < 1e6) return `${(bytes / 1e3).toFixed(1)} KB`
  return `${(bytes / 1e6).toFixed(1)} MB`
}

/** 60,336: thousands with commas, as the issue writes them. */
export function formatCount(n) {
  if (n == null || !Number.isFinite(n)) return '—'
  return Math.round(n).toLocaleString('en-US')
}

export function formatMs(ms) {
  if (ms == null || !Number.isFinite(ms)) return '—'
  return ms >= 100 ? String(Math.round(ms)) : ms.toFixed(1)
}

/**
 * A plain text table: `columns` are { key, title, align? ('left' | 'right') }; the first
 * column is left-aligned unless told, the others right-aligned. `markdown` draws pipes so
 * the same table can be pasted into the README.
 */
export function formatTable(columns, rows, { markdown = false } = {}) {
  const cells = [
    columns.map((c) => c.title),
    ...rows.map((row) => columns.map((c) => String(row[c.key] ?? '—'))),
  ]
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)))
  const alignOf = (i) => columns[i].align ?? (i === 0 ? 'left' : 'right')
  const pad = (cell, i) =>
    alignOf(i) === 'left' ? cell.padEnd(widths[i]) : cell.padStart(widths[i])
  const lines = []
  for (const [n, line] of cells.entries()) {
    const padded = line.map(pad)
    lines.push(markdown ? `| ${padded.join(' | ')} |` : padded.join('  '))
    if (n === 0) {
      const rules = widths.map((w, i) =>
        markdown && alignOf(i) === 'right' ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w),
      )
      lines.push(markdown ? `| ${rules.join(' | ')} |` : rules.join('  '))
    }
  }
  return lines.join('\n')
}

/**
 * The scripts a page loads at start, as its HTML names them: `<script type="module" src>`
 * and `<link rel="modulepreload" href>`, in the order they appear, each once.
 */
export function startScripts(html) {
  const found = []
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const isModule = /^<script\b/i.test(tag) && /\btype=["']?module["']?/i.test(tag)
    const isPreload = /^<link\b/i.test(tag) && /\brel=["']?modulepreload["']?/i.test(tag)
    const address = /\b(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1]
    if ((isModule || isPreload) && address && !found.includes(address)) found.push(address)
  }
  return found
}

/**
 * The targets `--only` keeps: those whose name contains one of the comma-separated words
 * (any case), and the references they are measured against. Everything without `only`.
 */
export function selectTargets(targets, only) {
  if (!only) return targets
  const words = only
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean)
  const chosen = targets.filter(
    (t) => !t.id && words.some((word) => t.name.toLowerCase().includes(word)),
  )
  if (!chosen.length) throw new Error(`--only=${only} names no target`)
  const needed = new Set(chosen.map((t) => t.ref).filter(Boolean))
  return targets.filter((t) => chosen.includes(t) || (t.id && needed.has(t.id)))
}

/** The line the wrk client's Lua script prints when a run ends (bench/load.mjs). */
export const WRK_MARK = 'AULA-BENCH'

/**
 * The figures of a wrk run from its output: the marked line carries the requests, the run's
 * length in µs, the errors (connect, read, write, status, timeout) and p50/p95/p99 in µs.
 * A status error is an answer outside 2xx and 3xx. Throws when the line is missing.
 */
export function parseWrkSummary(output) {
  const line = output.split('\n').find((l) => l.startsWith(`${WRK_MARK} `))
  if (!line) throw new Error(`wrk printed no summary:\n${output.trim()}`)
  const [requests, duration, connect, read, write, status, timeout, p50, p95, p99] = line
    .slice(WRK_MARK.length + 1)
    .trim()
    .split(/\s+/)
    .map(Number)
  if ([requests, duration, p99].some((n) => !Number.isFinite(n)) || duration <= 0) {
    throw new Error(`wrk's summary is not understood: ${line}`)
  }
  return {
    rps: requests / (duration / 1e6),
    requests,
    p50: p50 / 1000,
    p95: p95 / 1000,
    p99: p99 / 1000,
    unexpected: connect + read + write + status + timeout,
  }
}
