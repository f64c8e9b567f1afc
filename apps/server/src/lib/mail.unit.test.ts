import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pino } from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { readOutbox } from '@aula/testkit/outbox'
import { createMailer, mailLayout } from './mail.ts'

describe('mailLayout', () => {
  const html = mailLayout({
    siteName: 'Aula & Co',
    lang: 'en',
    title: 'Confirm <now>',
    paragraphs: ['Hello "Mario",', "it's <b>time</b>."],
    action: { label: 'Confirm', url: 'https://aula.example/verifica?a=1&b=2' },
    footer: 'Ignore this <mail>.',
  })

  it("carries the site's name, the language and the button", () => {
    expect(html).toMatch(/^<!doctype html><html lang="en">/)
    expect(html).toContain('Aula &#38; Co')
    expect(html).toContain('href="https://aula.example/verifica?a=1&#38;b=2"')
    expect(html).toContain('>Confirm</a>')
  })

  it('shows every text as text, never as markup', () => {
    expect(html).not.toContain('<b>')
    expect(html).not.toContain('<now>')
    expect(html).not.toContain('<mail>')
    expect(html).toContain('it&#39;s &#60;b&#62;time&#60;/b&#62;.')
    expect(html).toContain('Hello &#34;Mario&#34;,')
  })

  it('leaves out the button when there is nothing to do', () => {
    const plain = mailLayout({
      siteName: 'Aula',
      lang: 'it',
      title: 't',
      paragraphs: ['p'],
      footer: 'f',
    })
    expect(plain).not.toContain('<a ')
    expect(plain).toContain('<html lang="it">')
  })
})

describe('createMailer in outbox mode', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-mail-'))
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('writes each mail as an .eml file with its plain and HTML parts', async () => {
    const mailer = createMailer({
      from: 'Aula <no-reply@aula.example>',
      outboxDir: path.join(dataDir, 'outbox'),
      log: pino({ level: 'silent' }),
    })
    await mailer.send({
      to: 'primo@example.com',
      subject: 'Àccento',
      text: 'uno',
      html: '<p>uno</p>',
    })
    await mailer.send({
      to: 'secondo@example.com',
      subject: 'Due',
      text: 'due',
      html: '<p>due</p>',
    })
    mailer.close()

    const mails = readOutbox(dataDir).sort((a, b) => a.to.localeCompare(b.to))
    expect(mails.map((m) => [m.to, m.subject, m.text.trim(), m.html.trim()])).toEqual([
      ['primo@example.com', 'Àccento', 'uno', '<p>uno</p>'],
      ['secondo@example.com', 'Due', 'due', '<p>due</p>'],
    ])
    expect(mails[0]!.headers.from).toBe('Aula <no-reply@aula.example>')
  })
})
