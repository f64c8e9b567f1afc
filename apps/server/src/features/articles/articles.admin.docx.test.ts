import { describe, expect, it } from 'vitest'
import { FileMessages } from '@aula/contract/admin-forms'
import { ArticleWritePaths, ConvertDocxAnswerSchema } from '@aula/contract/articles'
import { adminWriteHeaders, snapshot, type UploadFile } from '#test/admin.ts'
import { buildDocx, buildZip, solidPng } from '@aula/testkit/docx'
import { buildTestApp } from '#test/helper.ts'
import { articleAdminKit } from '#test/fixtures/articles.admin.ts'

const t = await buildTestApp()
const {
  db,
  png,
  exe,
  docxFile,
  uniqueTitle,
  send,
  get,
  createArticle,
  assetRow,
  storedFiles,
  TABLES,
  expectNothingStored,
} = await articleAdminKit(t)

describe('POST /api/convert-docx-to-html/', () => {
  const convert = async (files: UploadFile[]) =>
    send('POST', ArticleWritePaths.convertDocx, {}, files, await adminWriteHeaders(t))

  it('turns a Word document into clean HTML with its pictures stored as images', async () => {
    const picture = solidPng(120, 80, [242, 177, 52])
    const docx = buildDocx([
      { heading: 'La biga' },
      { paragraph: 'Un prefermento <script>alert(1)</script>', bold: true },
      { link: 'Il sito', href: 'https://example.com/biga' },
      { link: 'Non cliccare', href: 'javascript:alert(1)' },
      { image: picture, alt: 'Impasto' },
    ])
    const before = storedFiles()
    const res = await convert([docxFile(docx)])
    expect(res.statusCode, res.body).toBe(200)
    const { htmlContent, warnings } = ConvertDocxAnswerSchema.parse(res.json())
    const src = /<img src="([^"]+)"/.exec(htmlContent)?.[1]
    expect(src).toMatch(/^\/media\/images\/.+-120\.webp$/)
    expect(htmlContent).toBe(
      '<h2>La biga</h2>' +
        '<p><strong>Un prefermento &lt;script&gt;alert(1)&lt;/script&gt;</strong></p>' +
        '<p><a href="https://example.com/biga">Il sito</a></p>' +
        '<p><a>Non cliccare</a></p>' +
        `<p><img src="${src}" alt="Impasto" /></p>`,
    )
    expect(htmlContent).not.toContain('data:')
    expect(warnings).toEqual([])
    const served = await get(src!)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toContain('image/webp')
    expect(storedFiles().length).toBe(before.length + 1)
    const id = /images\/(.+)-\d+\.webp$/.exec(src!)![1]!
    expect(await assetRow(id)).toMatchObject({ kind: 'image', width: 120, height: 80 })
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'article.docx-convert')
      .execute()
    expect(audit.some((row) => JSON.parse(row.detail!).images.includes(id))).toBe(true)

    // The converted HTML is what the form then saves as the article's content.
    const created = await createArticle(uniqueTitle(), { content: htmlContent })
    expect(created.content).toBe(htmlContent)
  })

  it('judges a document by its content, not by its name or declared type', async () => {
    const docx = buildDocx([{ paragraph: 'Scritto in Word' }])
    const res = await convert([docxFile(docx, 'appunti.bin', 'application/octet-stream')])
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ htmlContent: '<p>Scritto in Word</p>', warnings: [] })
  })

  it('leaves out a picture that is not an image we take, and says so', async () => {
    const docx = buildDocx([
      { paragraph: 'Testo' },
      { image: Buffer.from('not a picture at all'), extension: 'emf' },
    ])
    const res = await expectNothingStoredButAudit(() => convert([docxFile(docx)]))
    const { htmlContent, warnings } = ConvertDocxAnswerSchema.parse(res.json())
    expect(htmlContent).toBe('<p>Testo</p>')
    expect(warnings).toContain(`Picture 1 was left out: ${FileMessages.imageType}`)
  })

  async function expectNothingStoredButAudit(run: () => Promise<Awaited<ReturnType<typeof get>>>) {
    const before = await snapshot(t, [...TABLES])
    const files = storedFiles()
    const res = await run()
    expect(res.statusCode, res.body).toBe(200)
    const after = await snapshot(t, [...TABLES])
    expect(after.slice(0, TABLES.length)).toEqual(before.slice(0, TABLES.length))
    expect(storedFiles()).toEqual(files)
    return res
  }

  it('refuses a PNG renamed .docx, a plain ZIP and a damaged document with 415', async () => {
    const cases: [string, Buffer][] = [
      ['a PNG renamed .docx', png],
      ['a program renamed .docx', exe],
      ['a ZIP without word/document.xml', buildZip([{ name: 'notes.txt', data: 'ciao' }])],
      [
        'a DOCX whose text is not XML',
        buildZip([
          { name: '[Content_Types].xml', data: '<Types/>' },
          { name: 'word/document.xml', data: '<<< non XML >>>' },
        ]),
      ],
      [
        'a DOCX cut in half',
        (() => {
          const whole = buildDocx([{ paragraph: 'Testo' }, { image: png }])
          return whole.subarray(0, Math.floor(whole.length / 2))
        })(),
      ],
      [
        'a DOCX with a corrupted body',
        (() => {
          const whole = Buffer.from(buildDocx([{ paragraph: 'Testo '.repeat(200) }]))
          whole.fill(0x41, 200, 600)
          return whole
        })(),
      ],
    ]
    for (const [name, bytes] of cases) {
      const res = await expectNothingStored(() => convert([docxFile(bytes)]), 415)
      expect(res.json(), name).toEqual({ message: FileMessages.docxType })
    }
  })

  it('refuses a file over 10 MB, or one that unpacks to too much, with 413', async () => {
    const big = Buffer.concat([buildDocx([{ paragraph: 'x' }]), Buffer.alloc(10 * 1024 * 1024)])
    await expectNothingStored(() => convert([docxFile(big)]), 413)
    const bomb = buildZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: Buffer.alloc(101 * 1024 * 1024, 0x20) },
    ])
    expect(bomb.length).toBeLessThan(1024 * 1024)
    await expectNothingStored(() => convert([docxFile(bomb)]), 413)
  })

  it('without a file is a 400; JSON or a broken multipart body is refused', async () => {
    const none = await expectNothingStored(() => convert([]), 400)
    expect(none.json().errors).toEqual([{ path: 'file', message: 'Required' }])
    await expectNothingStored(
      async () =>
        t.app.inject({
          method: 'POST',
          url: ArticleWritePaths.convertDocx,
          payload: { file: 'x' },
          headers: await adminWriteHeaders(t),
        }),
      415,
    )
    await expectNothingStored(
      async () =>
        t.app.inject({
          method: 'POST',
          url: ArticleWritePaths.convertDocx,
          payload:
            '--B\r\nContent-Disposition: form-data; name="file"; filename="a.docx"\r\n\r\nPK',
          headers: {
            ...(await adminWriteHeaders(t)),
            'content-type': 'multipart/form-data; boundary=B',
          },
        }),
      400,
    )
  })
})
