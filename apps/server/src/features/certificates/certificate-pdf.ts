import PDFDocument from 'pdfkit'
import { groupedCode } from './certificate-code.ts'

/*
 * The certificate as a PDF (docs/product.md#certificates), drawn with PDFKit and its built-in
 * fonts (docs/decisions/031-certificates.md): A4 landscape, in the member's language, with the
 * verification code and the address of the page that confirms it (also a link, and in the
 * document's properties).
 */

export interface CertificateContent {
  language: 'it' | 'en'
  schoolName: string
  memberName: string
  courseTitle: string
  kind: 'online_course' | 'edition'
  hours: number | null
  /** YYYY-MM-DD. */
  completedOn: string
  code: string
  verificationUrl: string
}

const TEXTS = {
  it: {
    title: 'Attestato di partecipazione',
    certify: 'Si attesta che',
    completed: 'ha completato il videocorso',
    attended: 'ha frequentato il corso',
    hours: (h: string) => `Durata: ${h} ${h === '1' ? 'ora' : 'ore'}`,
    on: (d: string) => `Completato il ${d}`,
    code: 'Codice di verifica',
    verify: 'Verifica l’autenticità su',
  },
  en: {
    title: 'Certificate of completion',
    certify: 'This is to certify that',
    completed: 'has completed the video course',
    attended: 'has attended the course',
    hours: (h: string) => `Duration: ${h} ${h === '1' ? 'hour' : 'hours'}`,
    on: (d: string) => `Completed on ${d}`,
    code: 'Verification code',
    verify: 'Check that it is genuine at',
  },
} as const

const LOCALES = { it: 'it-IT', en: 'en-GB' } as const

/** A calendar day as words in the language ("12 marzo 2026", "12 March 2026"). */
export function longDate(day: string, language: 'it' | 'en'): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}

/** Hours as the language writes them ("1,5", "1.5", "8"). */
export function hoursText(hours: number, language: 'it' | 'en'): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(hours)
}

const INK = '#2b2522'
const ACCENT = '#b3412a'
const MUTED = '#6b625d'

/** The PDF's bytes. */
export function certificatePdf(c: CertificateContent): Promise<Buffer> {
  const t = TEXTS[c.language]
  const code = groupedCode(c.code)
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 60,
    info: {
      Title: `${t.title} – ${c.courseTitle}`,
      Author: c.schoolName,
      Subject: `${t.code} ${code} ${c.verificationUrl}`,
      Keywords: code,
    },
    lang: c.language,
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const { width, height } = doc.page
  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(24, 24, width - 48, height - 48)
    .stroke()
  doc
    .lineWidth(1)
    .rect(32, 32, width - 64, height - 64)
    .stroke()

  const box = { width: width - 120, align: 'center' as const }
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(16)
  doc.text(c.schoolName.toUpperCase(), 60, 70, { ...box, characterSpacing: 2 })
  doc.moveDown(1.2).fillColor(ACCENT).font('Times-Bold').fontSize(38).text(t.title, box)
  doc.moveDown(0.8).fillColor(INK).font('Helvetica').fontSize(15).text(t.certify, box)
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(28).text(c.memberName, box)
  doc.moveDown(0.5).font('Helvetica').fontSize(15)
  doc.text(c.kind === 'edition' ? t.attended : t.completed, box)
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(22).text(c.courseTitle, box)
  doc.moveDown(0.8).font('Helvetica').fontSize(14)
  const facts = [
    ...(c.hours === null ? [] : [t.hours(hoursText(c.hours, c.language))]),
    t.on(longDate(c.completedOn, c.language)),
  ]
  doc.text(facts.join('   ·   '), box)

  doc.fillColor(MUTED).font('Helvetica').fontSize(11)
  doc.text(`${t.code}: ${code}`, 60, height - 110, box)
  doc.text(`${t.verify} `, { ...box, continued: false })
  doc
    .fillColor(ACCENT)
    .text(c.verificationUrl, { ...box, link: c.verificationUrl, underline: true })
  doc.end()
  return done
}
