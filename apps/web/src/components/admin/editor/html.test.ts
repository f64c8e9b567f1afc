import { describe, expect, it } from 'vitest'
import { isBlankHtml, normalizeLinkUrl } from './html.ts'

describe('normalizeLinkUrl', () => {
  it('keeps web addresses, pages of the site and e-mail links', () => {
    expect(normalizeLinkUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
    expect(normalizeLinkUrl('http://example.com')).toBe('http://example.com')
    expect(normalizeLinkUrl('  /corsi ')).toBe('/corsi')
    expect(normalizeLinkUrl('mailto:info@example.com')).toBe('mailto:info@example.com')
  })

  it('completes what people usually type', () => {
    expect(normalizeLinkUrl('www.example.com')).toBe('https://www.example.com')
    expect(normalizeLinkUrl('example.com/corsi')).toBe('https://example.com/corsi')
    expect(normalizeLinkUrl('info@example.com')).toBe('mailto:info@example.com')
  })

  it('refuses other schemes and things that are not addresses', () => {
    expect(normalizeLinkUrl('javascript:alert(1)')).toBeNull()
    expect(normalizeLinkUrl('JavaScript:alert(1)')).toBeNull()
    expect(normalizeLinkUrl('data:text/html,<b>x</b>')).toBeNull()
    expect(normalizeLinkUrl('ftp://example.com')).toBeNull()
    expect(normalizeLinkUrl('//evil.example.com')).toBe('https://evil.example.com')
    expect(normalizeLinkUrl('')).toBeNull()
    expect(normalizeLinkUrl('due parole')).toBeNull()
    expect(normalizeLinkUrl('pizza')).toBeNull()
    expect(normalizeLinkUrl('mailto:nessuno')).toBeNull()
  })
})

describe('isBlankHtml', () => {
  it('sees no words and no picture as empty', () => {
    expect(isBlankHtml('')).toBe(true)
    expect(isBlankHtml('<p></p>')).toBe(true)
    expect(isBlankHtml('<p>&nbsp; </p><h2></h2>')).toBe(true)
    expect(isBlankHtml('<p>Ciao</p>')).toBe(false)
    expect(isBlankHtml('<p><img src="/x.webp"></p>')).toBe(false)
  })
})
