import { describe, expect, it } from 'vitest'
import { FileMessages } from '@aula/contract/admin-forms'
import { ArticleWritePaths, ConvertDocxAnswerSchema } from '@aula/contract/articles'
import { buildTestApp } from '#test/helper.ts'
import { adminWriteHeaders, multipart, snapshot, storedFiles } from '#test/admin.ts'
import { buildDocx, buildZip, solidPng } from '@aula/testkit/docx'
import { DOCX_UNPACKED_MAX } from './docx.ts'

/*
 * A Word document is a ZIP: a few hundred KB can declare, or hide, a hundred MB of XML.
 * Converting one must never take the server's memory: a document declaring too much is
 * refused before unpacking, one that lies about its sizes is caught while unpacking within
 * what it declared, and the conversion itself runs in a worker with its own memory ceiling.
 */

const t = await buildTestApp()
const TABLES = ['asset'] as const
const MB = 1024 * 1024
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

async function convert(bytes: Buffer) {
  const body = await multipart({}, [
    { name: 'file', filename: 'articolo.docx', type: DOCX_TYPE, data: bytes },
  ])
  return t.app.inject({
    method: 'POST',
    url: ArticleWritePaths.convertDocx,
    payload: body.payload,
    headers: { ...body.headers, ...(await adminWriteHeaders(t)) },
  })
}

/** Sends the document, expects it refused with `status`, and proves nothing was stored. */
async function refused(bytes: Buffer, status: number) {
  const rows = await snapshot(t, [...TABLES])
  const files = storedFiles(t)
  const res = await convert(bytes)
  // A document converted by mistake would be megabytes of text: show only its start.
  expect(res.statusCode, res.body.slice(0, 300)).toBe(status)
  expect(await snapshot(t, [...TABLES])).toEqual(rows)
  expect(storedFiles(t)).toEqual(files)
  return res
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'

/** A document whose text part is `size` bytes: one paragraph padded with spaces. */
function documentOf(size: number): Buffer {
  const open = `${XML_HEAD}<w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>`
  const close = '</w:t></w:r></w:p></w:body></w:document>'
  const xml = Buffer.alloc(size, 0x20)
  xml.write(open, 0)
  xml.write(close, size - close.length)
  return xml
}

/** The same archive with every size it declares for `name` set to `declared`. */
function lyingAbout(zip: Buffer, name: string, declared: number): Buffer {
  const out = Buffer.from(zip)
  const nameBytes = Buffer.from(name)
  for (let p = 0; p < out.length - 4; p++) {
    const signature = out.readUInt32LE(p)
    if (
      signature === 0x04034b50 &&
      out.subarray(p + 30, p + 30 + nameBytes.length).equals(nameBytes)
    ) {
      out.writeUInt32LE(declared, p + 22)
    }
    if (
      signature === 0x02014b50 &&
      out.subarray(p + 46, p + 46 + nameBytes.length).equals(nameBytes)
    ) {
      out.writeUInt32LE(declared, p + 24)
    }
  }
  return out
}

describe('DOCX conversion limits', () => {
  it('refuses at once a small file that declares ~95 MB unpacked, and the memory stays flat', async () => {
    const bomb = buildZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: documentOf(95 * MB) },
    ])
    expect(bomb.length).toBeLessThan(MB)
    // Warm up the route (and its first allocations) before measuring.
    expect((await convert(buildDocx([{ paragraph: 'Riscaldamento' }]))).statusCode).toBe(200)
    const rssBefore = process.memoryUsage().rss
    const started = Date.now()
    const res = await refused(bomb, 413)
    const took = Date.now() - started
    const grown = process.memoryUsage().rss - rssBefore
    expect(res.json()).toEqual({ message: FileMessages.docxUnpackedTooLarge })
    expect(took).toBeLessThan(2_000)
    expect(grown).toBeLessThan(40 * MB)
  })

  it('takes a document just under the unpacked limit', async () => {
    const fits = buildZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: documentOf(DOCX_UNPACKED_MAX - MB) },
    ])
    const res = await convert(fits)
    expect(res.statusCode, res.body).toBe(200)
    expect(ConvertDocxAnswerSchema.parse(res.json()).htmlContent).toMatch(/^<p>/)
  })

  it('refuses a document that declares a small size but unpacks to much more', async () => {
    const honest = buildZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: documentOf(60 * MB) },
    ])
    const liar = lyingAbout(honest, 'word/document.xml', 64 * 1024)
    const rssBefore = process.memoryUsage().rss
    const res = await refused(liar, 413)
    expect(res.json()).toEqual({ message: FileMessages.docxUnpackedTooLarge })
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(40 * MB)
  })

  it('stops a conversion that would take more memory than an article needs, with 413', async () => {
    // Under 20 MB of XML, but millions of empty runs: each one an object for the parser.
    const runs = '<w:r/>'.repeat(Math.floor((DOCX_UNPACKED_MAX - MB) / 6))
    const heavy = buildZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      {
        name: 'word/document.xml',
        data: `${XML_HEAD}<w:document xmlns:w="${W}"><w:body><w:p>${runs}</w:p></w:body></w:document>`,
      },
    ])
    const rssBefore = process.memoryUsage().rss
    const res = await refused(heavy, 413)
    expect(res.json()).toEqual({ message: FileMessages.docxTooComplex })
    // The worker's memory went with it; the server answers as before.
    const after = await convert(
      buildDocx([{ paragraph: 'Ancora qui' }, { image: solidPng(40, 30, [9, 9, 9]) }]),
    )
    expect(after.statusCode, after.body).toBe(200)
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * MB)
  }, 60_000)
})
