import type { Plugin } from 'vite'

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g
const MODULE_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/

/**
 * Puts the page's stylesheets before its scripts and drops the entry script's own preload.
 * The stylesheet is the one file the browser waits for before it paints a server-rendered
 * page; listed after the script and its preloads, it queued behind them for the browser's
 * few connections (docs/architecture.md#web).
 */
export function stylesheetsFirst(html: string): string {
  const script = MODULE_SCRIPT.exec(html)
  if (!script) return html
  const sheets = html.match(STYLESHEET)?.map((tag) => tag.trim()) ?? []
  const entryPreload = new RegExp(
    `[ \\t]*<link rel="modulepreload"[^>]*href="${script[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>\\n?`,
  )
  const rest = html.replace(STYLESHEET, '').replace(entryPreload, '')
  const indent = /\n([ \t]*)<script type="module"/.exec(rest)?.[1] ?? ''
  return rest.replace(MODULE_SCRIPT, (tag) => [...sheets, tag].join(`\n${indent}`))
}

/** The build's page template with its stylesheets first (see stylesheetsFirst). */
export function headOrder(): Plugin {
  return {
    name: 'aula-head-order',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: stylesheetsFirst },
  }
}
