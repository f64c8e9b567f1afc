import { describe, expect, it } from 'vitest'
import { htmlToText, textToHtml } from './description.ts'

describe('the description of a course', () => {
  it('turns typed text into paragraphs, escaping what HTML would read as markup', () => {
    expect(textToHtml('Primo giorno.\nImpasti.\n\n  Secondo giorno: pane & pizza < 3 ore.  ')).toBe(
      '<p>Primo giorno.<br>Impasti.</p><p>Secondo giorno: pane &amp; pizza &lt; 3 ore.</p>',
    )
    expect(textToHtml('   ')).toBe('')
  })

  it('keeps HTML written by the admin as it is', () => {
    expect(textToHtml('<h2>Programma</h2><ul><li>Impasto</li></ul>')).toBe(
      '<h2>Programma</h2><ul><li>Impasto</li></ul>',
    )
  })

  it('shows paragraphs as text again, and richer HTML as HTML', () => {
    expect(htmlToText('<p>Primo giorno.<br>Impasti.</p><p>Pane &amp; pizza.</p>')).toBe(
      'Primo giorno.\nImpasti.\n\nPane & pizza.',
    )
    const rich = '<h2>Programma</h2><p>Impasto diretto.</p>'
    expect(htmlToText(rich)).toBe(rich)
    expect(htmlToText('<p>Con <strong>forza</strong>.</p>')).toBe(
      '<p>Con <strong>forza</strong>.</p>',
    )
    expect(textToHtml(htmlToText('<p>Uno.</p><p>Due &lt;3</p>'))).toBe(
      '<p>Uno.</p><p>Due &lt;3</p>',
    )
  })
})
