import fs from 'node:fs'
import path from 'node:path'

export interface OutboxMail {
  file: string
  to: string
  subject: string
  headers: Record<string, string>
  text: string
  html: string
  /** Files sent with the mail (a receipt's PDF). */
  attachments: OutboxAttachment[]
}

export interface OutboxAttachment {
  filename: string
  contentType: string
  content: Buffer
}

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = []
  const raw = s.replace(/=\r?\n/g, '')
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!
    if (c === '=' && /^[0-9A-F]{2}$/i.test(raw.slice(i + 1, i + 3))) {
      bytes.push(parseInt(raw.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(c, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  )
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':')
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = decodeHeader(line.slice(i + 1).trim())
  }
  return headers
}

function decodePart(headers: Record<string, string>, body: string): string {
  const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body)
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

/** Reads one .eml written by the outbox mailer: headers, plain text and HTML parts. */
export function parseEml(file: string): OutboxMail {
  return parseMail(fs.readFileSync(file, 'utf8'), file)
}

/** The parts of a multipart body, nested ones opened too (mixed around alternative). */
function readParts(
  headers: Record<string, string>,
  body: string,
  found: Pick<OutboxMail, 'text' | 'html' | 'attachments'>,
): void {
  const type = headers['content-type'] ?? ''
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const i = part.search(/\r?\n\r?\n/)
      // The preamble, and what follows the closing boundary (`--`), are no parts.
      if (i < 0 || part.startsWith('--')) continue
      readParts(
        parseHeaders(part.slice(0, i).trim()),
        part.slice(i).replace(/^\r?\n\r?\n/, ''),
        found,
      )
    }
    return
  }
  const disposition = headers['content-disposition'] ?? ''
  if (disposition.startsWith('attachment')) {
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? ''
    const raw = body.replace(/\s+/g, '')
    found.attachments.push({
      filename,
      contentType: type.split(';')[0]!.trim(),
      content: Buffer.from(raw, 'base64'),
    })
  } else if (type.startsWith('text/html')) {
    found.html = decodePart(headers, body)
  } else if (type.startsWith('text/plain')) {
    found.text = decodePart(headers, body)
  }
}

/** Reads one RFC 5322 message as written by nodemailer, from a file or off the wire. */
export function parseMail(raw: string, file = ''): OutboxMail {
  const split = raw.search(/\r?\n\r?\n/)
  const headers = parseHeaders(raw.slice(0, split))
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const found: Pick<OutboxMail, 'text' | 'html' | 'attachments'> = {
    text: '',
    html: '',
    attachments: [],
  }
  if (/boundary=/i.test(headers['content-type'] ?? '')) readParts(headers, body, found)
  else found.text = decodePart(headers, body)
  return { file, to: headers.to ?? '', subject: headers.subject ?? '', headers, ...found }
}

/** Every mail in DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseEml(path.join(dir, f)))
}

/** The newest mail to this address, optionally with a subject that matches. */
export function lastMailTo(dataDir: string, to: string, subject?: RegExp): OutboxMail | undefined {
  return readOutbox(dataDir)
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
    .filter((m) => !subject || subject.test(m.subject))
    .at(-1)
}

/** The first link in a mail's text that starts with the given base. */
export function linkIn(mail: OutboxMail, base: string): string {
  const match = new RegExp(`${base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^\\s"<>]+`).exec(
    mail.text,
  )
  if (!match) throw new Error(`no link to ${base} in mail "${mail.subject}"`)
  return match[0]
}
