import zlib from 'node:zlib'

/*
 * Builds small but real DOCX files (and the PNG pictures inside them) from plain text, for
 * the API tests and the browser journeys that upload a Word document. Only Node built-ins,
 * so that vitest and Playwright both load it as it is.
 */

export interface ZipEntry {
  name: string
  data: Buffer | string
  /** Stored as is instead of deflated, as some writers do for pictures. */
  store?: boolean
}

/** A ZIP archive of the entries, in order (the format every DOCX is packed in). */
export function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const raw = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8')
    const method = entry.store ? 0 : 8
    const body = entry.store ? raw : zlib.deflateRawSync(raw)
    const name = Buffer.from(entry.name, 'utf8')
    const crc = zlib.crc32(raw)

    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed
    local.writeUInt16LE(0x0800, 6) // names are UTF-8
    local.writeUInt16LE(method, 8)
    local.writeUInt16LE(0, 10) // time
    local.writeUInt16LE(0x21, 12) // date: 1980-01-01
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(body.length, 18)
    local.writeUInt32LE(raw.length, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28)
    locals.push(local, name, body)

    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4) // made by
    central.writeUInt16LE(20, 6) // needed
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(method, 10)
    central.writeUInt16LE(0, 12)
    central.writeUInt16LE(0x21, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(body.length, 20)
    central.writeUInt32LE(raw.length, 24)
    central.writeUInt16LE(name.length, 28)
    // extra, comment, disk, internal and external attributes stay 0
    central.writeUInt32LE(offset, 42)
    centrals.push(central, name)

    offset += local.length + name.length + body.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A PNG of one colour, e.g. solidPng(64, 48, [242, 177, 52]). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // truecolour
  const row = Buffer.alloc(1 + width * 3)
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3)
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** What a document holds, top to bottom. */
export type DocxBlock =
  | { heading: string }
  | { paragraph: string; bold?: boolean }
  | { link: string; href: string }
  | { image: Buffer; extension?: string; alt?: string }

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const NS = {
  w: 'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  r: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  wp: 'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing',
  a: 'http://schemas.openxmlformats.org/drawingml/2006/main',
  pic: 'http://schemas.openxmlformats.org/drawingml/2006/picture',
  rel: 'http://schemas.openxmlformats.org/package/2006/relationships',
  officeDocument: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'

const run = (text: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`

function imageRun(relId: string, n: number, alt: string): string {
  const size = 952500 // one inch in EMU
  return (
    `<w:r><w:drawing><wp:inline><wp:extent cx="${size}" cy="${size}"/>` +
    `<wp:docPr id="${n}" name="Picture ${n}" descr="${escapeXml(alt)}"/>` +
    `<a:graphic><a:graphicData uri="${NS.pic}"><pic:pic>` +
    `<pic:nvPicPr><pic:cNvPr id="${n}" name="image${n}"/><pic:cNvPicPr/></pic:nvPicPr>` +
    `<pic:blipFill><a:blip r:embed="${relId}"/></pic:blipFill>` +
    `<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${size}" cy="${size}"/></a:xfrm>` +
    `<a:prstGeom prst="rect"/></pic:spPr></pic:pic></a:graphicData></a:graphic>` +
    `</wp:inline></w:drawing></w:r>`
  )
}

/**
 * A Word document (.docx) with headings, paragraphs, links and pictures, as Word itself
 * lays one out: content types, relationships, styles and the main part in word/document.xml.
 */
export function buildDocx(blocks: DocxBlock[]): Buffer {
  const rels: string[] = []
  const media: ZipEntry[] = []
  const extensions = new Set<string>()
  const body = blocks.map((block) => {
    if ('heading' in block) {
      return `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr>${run(block.heading)}</w:p>`
    }
    if ('paragraph' in block) return `<w:p>${run(block.paragraph, block.bold)}</w:p>`
    const id = `rId${rels.length + 10}`
    if ('link' in block) {
      rels.push(
        `<Relationship Id="${id}" Type="${NS.officeDocument}/hyperlink" ` +
          `Target="${escapeXml(block.href)}" TargetMode="External"/>`,
      )
      return `<w:p><w:hyperlink r:id="${id}">${run(block.link)}</w:hyperlink></w:p>`
    }
    const extension = block.extension ?? 'png'
    const n = media.length + 1
    extensions.add(extension)
    media.push({ name: `word/media/image${n}.${extension}`, data: block.image, store: true })
    rels.push(
      `<Relationship Id="${id}" Type="${NS.officeDocument}/image" ` +
        `Target="media/image${n}.${extension}"/>`,
    )
    return `<w:p>${imageRun(id, n, block.alt ?? '')}</w:p>`
  })

  const contentTypes =
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    [...extensions]
      .map((ext) => `<Default Extension="${ext}" ContentType="image/${ext}"/>`)
      .join('') +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' +
    '</Types>'
  const packageRels =
    `${XML_HEAD}<Relationships xmlns="${NS.rel}">` +
    `<Relationship Id="rId1" Type="${NS.officeDocument}/officeDocument" Target="word/document.xml"/>` +
    '</Relationships>'
  const documentRels =
    `${XML_HEAD}<Relationships xmlns="${NS.rel}">` +
    `<Relationship Id="rId1" Type="${NS.officeDocument}/styles" Target="styles.xml"/>` +
    rels.join('') +
    '</Relationships>'
  const styles =
    `${XML_HEAD}<w:styles xmlns:w="${NS.w}">` +
    '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>' +
    '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style>' +
    '</w:styles>'
  const document =
    `${XML_HEAD}<w:document xmlns:w="${NS.w}" xmlns:r="${NS.r}" xmlns:wp="${NS.wp}" ` +
    `xmlns:a="${NS.a}" xmlns:pic="${NS.pic}"><w:body>${body.join('')}</w:body></w:document>`

  return buildZip([
    { name: '[Content_Types].xml', data: contentTypes },
    { name: '_rels/.rels', data: packageRels },
    { name: 'word/document.xml', data: document },
    { name: 'word/_rels/document.xml.rels', data: documentRels },
    { name: 'word/styles.xml', data: styles },
    ...media,
  ])
}
