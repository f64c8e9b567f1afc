import { describe, expect, it } from 'vitest'
import { newsletterBodyHtml, newsletterContent, newsletterMail } from './campaign.mails.ts'

const PUBLIC_URL = 'https://scuola.example'
const config = {
  publicUrl: PUBLIC_URL,
  contactEmail: 'info@scuola.example',
  site: { name: 'Aula', whatsappNumber: '', contactPhone: '', contactAddress: '' },
}

describe('newsletterBodyHtml', () => {
  it('floats every image to the chosen side with inline styles mail programs keep', () => {
    const html =
      '<p>Testo</p><img src="/media/a.webp" alt="Forno"><p><img src="https://x.example/b.png" width="800"></p>'
    const left = newsletterBodyHtml(html, 'left', PUBLIC_URL)
    expect(left).toBe(
      '<p>Testo</p>' +
        '<img src="https://scuola.example/media/a.webp" alt="Forno" align="left" style="float:left;margin:4px 16px 12px 0;max-width:50%;height:auto;border:0" />' +
        '<p><img src="https://x.example/b.png" alt="" width="800" align="left" style="float:left;margin:4px 16px 12px 0;max-width:50%;height:auto;border:0" /></p>',
    )
    const right = newsletterBodyHtml(html, 'right', PUBLIC_URL)
    expect(right.match(/float:right;margin:4px 0 12px 16px;max-width:50%/g)).toHaveLength(2)
    expect(right.match(/align="right"/g)).toHaveLength(2)
    expect(right).not.toContain('float:left')
  })

  it('sanitizes again: styles, handlers and scripts written straight into the row go', () => {
    const html =
      '<img src="/a.png" style="position:fixed" onerror="x()"><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">x</a><p style="color:red">ok</p>'
    const out = newsletterBodyHtml(html, 'left', PUBLIC_URL)
    expect(out).not.toMatch(/onerror|script|javascript|position:fixed|color:red/)
    expect(out).toContain('<p>ok</p>')
  })

  it('makes links absolute and keeps quoted and escaped values intact', () => {
    const html =
      '<a href="/corsi/Corso-base?x=1&amp;y=2" title="a &gt; b">corso</a> ' +
      '<a href="mailto:info@scuola.example">scrivi</a> ' +
      '<img src="/m.png" alt="il &quot;forno&quot; &amp; la pala">'
    const out = newsletterBodyHtml(html, 'left', PUBLIC_URL)
    expect(out).toContain('href="https://scuola.example/corsi/Corso-base?x=1&#38;y=2"')
    expect(out).toContain('title="a &gt; b"')
    expect(out).toContain('href="mailto:info@scuola.example"')
    expect(out).toContain('alt="il &quot;forno&quot; &amp; la pala"')
  })
})

describe('newsletterMail', () => {
  const content = newsletterContent(
    {
      subject: 'Giugno',
      content: '<p>Corsi <strong>nuovi</strong></p><img src="/media/f.webp">',
      imagePosition: 'right',
    },
    PUBLIC_URL,
  )

  it('frames the body, ends with the subscriber’s own link and carries one-click headers', () => {
    const mail = newsletterMail(config, content, {
      email: 'anna@example.com',
      language: 'it',
      unsubscribeToken: 'tok-anna',
    })
    expect(mail.to).toBe('anna@example.com')
    expect(mail.subject).toBe('Giugno')
    expect(mail.html).toContain('<p>Corsi <strong>nuovi</strong></p>')
    expect(mail.html).toContain('align="right"')
    expect(mail.html).not.toContain('@@')
    expect(mail.html).toContain('<html lang="it">')
    expect(mail.html).toContain(
      '<a href="https://scuola.example/newsletter/disiscriviti/tok-anna" style="color:#777">https://scuola.example/newsletter/disiscriviti/tok-anna</a>',
    )
    expect(mail.text).toContain('Corsi nuovi')
    expect(mail.text).toMatch(
      /Non vuoi più ricevere la newsletter\? .*: https:\/\/scuola\.example\/newsletter\/disiscriviti\/tok-anna$/,
    )
    expect(mail.headers).toEqual({
      'List-Unsubscribe':
        '<https://scuola.example/api/newsletter/unsubscribe/tok-anna>, <mailto:info@scuola.example?subject=unsubscribe>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('speaks the subscriber’s language in the footer', () => {
    const mail = newsletterMail(config, content, {
      email: 'john@example.com',
      language: 'en',
      unsubscribeToken: 'tok-john',
    })
    expect(mail.html).toContain('<html lang="en">')
    expect(mail.text).toContain('No longer want the newsletter?')
    expect(mail.text).toContain('https://scuola.example/newsletter/disiscriviti/tok-john')
    expect(mail.text).not.toContain('tok-anna')
  })
})
