import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { catalog, slug } from './catalog.ts'
import { expectAccessible } from './support.ts'

/*
 * Every public page at a phone's and a desktop's width: one test per width, so the two run
 * side by side, and in the first file of the suite, so these longest tests start first and
 * the shorter journeys fill the time around them.
 */
for (const width of [1280, 390]) {
  test(`every public page passes axe and is captured at ${width} px`, async ({
    browser,
    request,
  }, testInfo) => {
    // Seventeen pages, each scanned and captured: as long as both widths had in one test, as
    // this one may share the machine with the other width and the rest of the suite.
    test.setTimeout(480_000)
    const { courses, onlineCourses, articles } = await catalog(request)
    const pages: Array<[string, string]> = [
      ['home', '/'],
      ['chisiamo', '/chisiamo'],
      ['servizi', '/servizi'],
      ['corsi', '/corsi'],
      ['corso', `/course/${slug(courses[0]!.title)}`],
      ['videocorsi', '/videocorsi'],
      ['videocorso', `/videocorso/${slug(onlineCourses[0]!.title)}`],
      ['formatori', '/formatori'],
      ['articoli', '/articoli'],
      ['articolo', `/articolo/${slug(articles[0]!.title)}`],
      ['contatti', '/contatti'],
      ['calendario', '/calendario'],
      ['faq', '/faq'],
      ['modulo', '/modulo'],
      ['review', '/review'],
      ['corso-base-di-pizzaiolo', '/corso-base-di-pizzaiolo'],
      ['la-pizza', '/la-pizza'],
    ]
    // Kept in e2e/screenshots and attached to the HTML report, one file per page and width.
    const folder = path.join(testInfo.project.outputDir, '..', 'screenshots')
    fs.mkdirSync(folder, { recursive: true })
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'it-IT' })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    for (const [name, url] of pages) {
      await page.goto(url)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expectAccessible(page, `${url} at ${width} px`)
      // Scroll through once so lazy images below the fold are in the picture: at each step,
      // wait until every image in view (as the browser sees it, clipping included) has loaded
      // or failed.
      await page.evaluate(async () => {
        const inView = () =>
          new Promise<HTMLImageElement[]>((resolve) => {
            if (document.images.length === 0) return resolve([])
            const observer = new IntersectionObserver((entries) => {
              observer.disconnect()
              resolve(
                entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLImageElement),
              )
            })
            for (const image of Array.from(document.images)) observer.observe(image)
          })
        const settled = (image: HTMLImageElement) =>
          new Promise<void>((resolve) => {
            if (image.complete) return resolve()
            image.addEventListener('load', () => resolve(), { once: true })
            image.addEventListener('error', () => resolve(), { once: true })
          })
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await Promise.all((await inView()).map(settled))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      const file = path.join(folder, `${name}-${width}.png`)
      await page.screenshot({ path: file, fullPage: true })
      await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' })
    }
    expect(errors, `console errors at ${width} px`).toEqual([])
    await context.close()
  })
}
