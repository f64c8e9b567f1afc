import { describe, expect, it } from 'vitest'
import { htmlToText, sanitizeRichText, truncateText } from './sanitize.ts'

describe('sanitizeRichText', () => {
  it('keeps the formatting an editor writes', () => {
    const html =
      '<h2>Titolo</h2><p>Testo <strong>forte</strong>, <em>enfasi</em>, <u>sotto</u>, <s>via</s></p>' +
      '<ul><li>uno</li></ul><ol><li>due</li></ol><blockquote>citazione</blockquote>' +
      '<pre><code>codice</code></pre><hr /><p>riga<br />a capo</p>' +
      '<figure><img src="https://cdn.example/a.webp" alt="foto" width="200" height="150" />' +
      '<figcaption>didascalia</figcaption></figure>' +
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>'
    expect(sanitizeRichText(html)).toBe(html)
  })

  it('removes script and style elements with their content', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{color:red}</style>')).toBe(
      '<p>a</p>',
    )
    expect(sanitizeRichText('<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>ok')).toBe('ok')
  })

  it('removes event handlers and style attributes', () => {
    expect(
      sanitizeRichText(
        '<p onclick="x()" style="color:red" class="c" id="i">a</p><img src="/a.png" onerror="alert(1)" onload="y()">',
      ),
    ).toBe('<p>a</p><img src="/a.png" alt="" />')
  })

  it('removes javascript:, vbscript: and data: URLs from links, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      'javascript&colon;alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`), href).toBe('<a>x</a>')
    }
  })

  it('keeps http, https, mailto and relative links', () => {
    for (const href of [
      'https://a.example/p?q=1&amp;r=2',
      'http://a.example',
      'mailto:info@a.example',
      '/corsi',
      '#sezione',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`)
    }
  })

  it('drops images whose source is not http, https or a path', () => {
    for (const src of [
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      '//evil.example/a.png',
      'file:///etc/passwd',
    ]) {
      expect(sanitizeRichText(`<p><img src="${src}" alt="a"></p>`), src).toBe('<p></p>')
    }
  })

  it('opens new tabs with rel="noopener noreferrer" and no other target', () => {
    expect(sanitizeRichText('<a href="https://a.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizeRichText('<a href="/p" target="_top" rel="opener">x</a>')).toBe(
      '<a href="/p">x</a>',
    )
  })

  it('removes frames, objects, forms, SVG and MathML', () => {
    expect(
      sanitizeRichText(
        '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="y">' +
          '<form action="/x"><input name="a"><button>b</button></form>' +
          '<svg onload="alert(1)"><circle /></svg><math><mi>x</mi></math><p>ok</p>',
      ),
      // The words inside a removed element stay, as plain text.
    ).toBe('bx<p>ok</p>')
  })

  it('maps editor tags to their allowed forms and drops unsafe sizes', () => {
    expect(
      sanitizeRichText('<h1>t</h1><b>b</b><i>i</i><img src="/a.png" width="100px" height="50">'),
    ).toBe('<h2>t</h2><strong>b</strong><em>i</em><img src="/a.png" alt="" height="50" />')
  })

  it('answers an empty string for nothing', () => {
    expect(sanitizeRichText(null)).toBe('')
    expect(sanitizeRichText(undefined)).toBe('')
    expect(sanitizeRichText('')).toBe('')
  })

  it('gives the same answer the second time (remembered results are not stale)', () => {
    const html = '<p onclick="x">a</p>'
    expect(sanitizeRichText(html)).toBe('<p>a</p>')
    expect(sanitizeRichText(html)).toBe('<p>a</p>')
  })
})

describe('htmlToText', () => {
  it('keeps the words, one block per line, with entities decoded', () => {
    expect(
      htmlToText(
        '<h2>Titolo</h2><p>a &amp; b &lt;c&gt; &quot;d&quot;</p><ul><li>uno</li><li>due</li></ul><script>x</script>',
      ),
    ).toBe('Titolo\na & b <c> "d"\nuno\ndue')
  })

  it('joins inline elements without adding breaks', () => {
    expect(htmlToText('<p>pizza <strong>napoletana</strong>,  ottima<br>sì</p>')).toBe(
      'pizza napoletana, ottima\nsì',
    )
  })
})

describe('truncateText', () => {
  it('cuts on a word boundary with an ellipsis', () => {
    expect(truncateText('uno due tre quattro', 12)).toBe('uno due tre…')
    expect(truncateText('breve', 12)).toBe('breve')
    expect(truncateText('a  b\n c', 12)).toBe('a b c')
  })
})
