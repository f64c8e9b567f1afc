import { describe, expect, it } from 'vitest'
import { stylesheetsFirst } from './head-order.ts'

const BUILT = `<!doctype html>
<html lang="it">
  <head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/index-A.js">
    <link rel="modulepreload" crossorigin href="/assets/app-C.js">
    <link rel="stylesheet" crossorigin href="/assets/app-D.css">
  </head>
  <body><div id="root"></div></body>
</html>
`

describe('the built page template', () => {
  const html = stylesheetsFirst(BUILT)

  it('asks for the stylesheet before any script, so the page paints without waiting for them', () => {
    const sheet = html.indexOf('app-D.css')
    expect(sheet).toBeGreaterThan(0)
    expect(sheet).toBeLessThan(html.indexOf('<script'))
    expect(sheet).toBeLessThan(html.indexOf('modulepreload'))
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1)
  })

  it('keeps the entry script and the preloads of the chunks it imports, once each', () => {
    expect(html.match(/index-A\.js/g)).toHaveLength(1)
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-A.js"></script>')
    expect(html).toContain('href="/assets/react-B.js"')
    expect(html).toContain('href="/assets/app-C.js"')
  })

  it('leaves a template without a module script alone', () => {
    const plain = '<html><head><link rel="stylesheet" href="/a.css"></head></html>'
    expect(stylesheetsFirst(plain)).toBe(plain)
  })
})
