import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '#test/helper.ts'
import { startFakeSumUp } from '@aula/testkit/fake-sumup'
import { sumUpSettings } from '#test/fixtures/checkout.ts'

// A stand-in for the built web app: the server only needs its index.html with the marker.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-web-'))
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="it"><head><!--app-head--></head><body></body></html>',
)
const sumup = await startFakeSumUp()
const withSumUp = await buildTestApp({ WEB_DIST: webDist, ...sumUpSettings(sumup) })
const withDemo = await buildTestApp({ WEB_DIST: webDist })
afterAll(async () => {
  await withSumUp.close()
  await withDemo.close()
  await sumup.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

async function policyOf(app: typeof withDemo, url: string) {
  const res = await app.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
  expect(res.statusCode).toBe(200)
  const policy = String(res.headers['content-security-policy'])
  const directive = (name: string) =>
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([n]) => n === name)
      ?.slice(1) ?? []
  return {
    scripts: directive('script-src'),
    frames: directive('frame-src'),
    widgetMarker: res.body.includes('<meta name="aula-card-widget" content="sumup">'),
  }
}

describe('the Content-Security-Policy of the pages', () => {
  it('lets SumUp’s widget load on the checkout pages when SumUp takes the payments', async () => {
    const checkout = await policyOf(withSumUp, '/checkout/onlinecourse/Pizza-in-teglia')
    expect(checkout.scripts).toEqual(["'self'", 'https://gateway.sumup.com'])
    expect(checkout.frames).toContain('https://*.sumup.com')
    expect(checkout.widgetMarker).toBe(true)
  })

  it('keeps every other page, and every page of the demo provider, to our own scripts', async () => {
    expect(await policyOf(withSumUp, '/corsi')).toMatchObject({
      scripts: ["'self'"],
      widgetMarker: false,
    })
    expect((await policyOf(withSumUp, '/')).scripts).toEqual(["'self'"])
    expect((await policyOf(withDemo, '/checkout/course/Corso-base')).scripts).toEqual(["'self'"])
  })
})
