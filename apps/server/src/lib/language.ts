import type { FastifyRequest } from 'fastify'

/** The language of mails: the one the page sent, else the browser's, else Italian. */
export function requestLanguage(request: FastifyRequest, explicit?: 'it' | 'en'): 'it' | 'en' {
  if (explicit) return explicit
  const header = String(request.headers['accept-language'] ?? '').toLowerCase()
  const first = header.split(',')[0]?.trim() ?? ''
  return first.startsWith('en') ? 'en' : 'it'
}
