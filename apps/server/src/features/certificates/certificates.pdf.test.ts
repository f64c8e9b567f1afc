import { describe, expect, it } from 'vitest'
import { CertificatePaths } from '@aula/contract/certificates'
import { bearer, buildTestApp, loginAs, uniqueIp } from '#test/helper.ts'
import { certificateKit } from '#test/fixtures/certificates.ts'

const t = await buildTestApp()
const { videoCourse, member, enroll, complete, certificatesOf } = certificateKit(t)

const course = await videoCourse([3600, 1800, 1800])
const owner = await member('it', 'Giulia Esposito')
await enroll(owner.id, course.id)
for (const lessonId of course.lessonIds) await complete(owner, lessonId)
const [certificate] = await certificatesOf(owner)
const code = certificate!.code

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: uniqueIp() })

describe('a certificate’s PDF', () => {
  it('is an A4 landscape PDF carrying the code and the verification address', async () => {
    const res = await get(CertificatePaths.pdf(code), bearer(owner.token))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="attestato-${code}.pdf"`)
    expect(res.headers['cache-control']).toBe('private, no-store')
    const pdf = res.rawPayload
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = pdf.toString('latin1')
    expect(text).toContain(code)
    expect(text).toContain(`${t.config.publicUrl}/attestato/${code}`)
    // A4 landscape: 842 × 595 points.
    expect(text).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/)
  })

  it('reads the code however it is typed', async () => {
    const typed = code.replace(/-/g, '').toLowerCase()
    const res = await get(CertificatePaths.pdf(typed), bearer(owner.token))
    expect(res.statusCode).toBe(200)
  })

  it('is for its owner and the admins only', async () => {
    const admin = await loginAs(t, 'admin')
    expect((await get(CertificatePaths.pdf(code), bearer(admin.token))).statusCode).toBe(200)
    const other = await member()
    const refused = await get(CertificatePaths.pdf(code), bearer(other.token))
    expect(refused.statusCode).toBe(403)
    expect(refused.headers['content-type']).toContain('application/json')
    expect((await get(CertificatePaths.pdf(code))).statusCode).toBe(401)
  })

  it('answers 404 for a code that names no certificate', async () => {
    const res = await get(CertificatePaths.pdf('ABCD-EFGH-JK'), bearer(owner.token))
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Not found' })
  })
})

describe('the public verification of a code', () => {
  it('confirms a genuine certificate to anyone', async () => {
    const res = await get(CertificatePaths.verify(code))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      code,
      memberName: 'Giulia Esposito',
      courseTitle: course.title,
      kind: 'onlineCourse',
      hours: 2,
      completedOn: certificate!.completedOn,
    })
    const typed = await get(CertificatePaths.verify(` ${code.toLowerCase()} `))
    expect(typed.json()).toMatchObject({ code })
  })

  it('answers 404 "Not found" for an unknown or malformed code', async () => {
    for (const unknown of ['ABCD-EFGH-JK', 'NOT-A-CODE', '0000000000']) {
      const res = await get(CertificatePaths.verify(unknown))
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'Not found' })
    }
    const long = await get(CertificatePaths.verify('A'.repeat(41)))
    expect(long.statusCode).toBe(400)
  })

  it('is limited per address, as the other lookups by a secret', async () => {
    const remoteAddress = uniqueIp()
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: CertificatePaths.verify('ABCD-EFGH-JK'),
        remoteAddress,
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})
