import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { AdminFileLimits, FormMessages } from '@aula/contract/admin-forms'
import {
  CourseLimits,
  CourseMessages,
  CourseWriteAnswerSchema,
  CourseWritePaths,
} from '@aula/contract/courses'
import {
  adminWriteHeaders,
  expectClientError,
  multipart,
  snapshot,
  type UploadFile,
} from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { waitFor } from '#test/wait-for.ts'
import { courseAdminKit } from '#test/fixtures/courses.admin.ts'

const t = await buildTestApp()
const {
  TABLES,
  png,
  otherPng,
  cover,
  photo,
  video,
  uniqueTitle,
  fieldsOf,
  form,
  createCourse,
  publicCourse,
  storedFiles,
  expectNothingStored,
} = await courseAdminKit(t)

describe('course admin writes: bad input is a 4xx and leaves no row and no file', () => {
  const badFields: [string, Record<string, string | undefined>, string][] = [
    ['without title', { title: undefined }, 'title'],
    ['with a blank title', { title: '   ' }, 'title'],
    ['with an over-long title', { title: 't'.repeat(CourseLimits.title + 1) }, 'title'],
    ['without intro', { intro: undefined }, 'intro'],
    ['with an over-long intro', { intro: 'i'.repeat(CourseLimits.intro + 1) }, 'intro'],
    ['without location', { location: undefined }, 'location'],
    ['without description', { description: undefined }, 'description'],
    [
      'with a description that is only a script',
      { description: '<script>x()</script>' },
      'description',
    ],
    ['without price', { price: undefined }, 'price'],
    ['with a blank price', { price: '' }, 'price'],
    ['with a word as price', { price: 'gratis' }, 'price'],
    ['with a negative price', { price: '-5' }, 'price'],
    ['with three decimals', { price: '10.123' }, 'price'],
    [
      'with a deposit above the price',
      { price: '100', facilitatorprice: '150' },
      'facilitatorprice',
    ],
    [
      'with an affiliate price above the price',
      { price: '100', affiliateprice: '101' },
      'affiliateprice',
    ],
    ['with a word as author', { author: 'Mario' }, 'author'],
    ['with a zero category', { category: '0' }, 'category'],
    ['with a huge author id', { author: '99999999999' }, 'author'],
    ['without dateChoice', { dateChoice: undefined }, 'dateChoice'],
    ['with an unknown dateChoice', { dateChoice: 'domani' }, 'dateChoice'],
    ['with scegliData and no start', { dateChoice: 'scegliData' }, 'courseStartDate'],
    [
      'with a start that is not a date',
      { dateChoice: 'scegliData', courseStartDate: '31/12/2027' },
      'courseStartDate',
    ],
    [
      'with a start that is not a real day',
      { dateChoice: 'scegliData', courseStartDate: '2027-02-30' },
      'courseStartDate',
    ],
    [
      'with an end before the start',
      { dateChoice: 'scegliData', courseStartDate: '2027-03-02', courseEndDate: '2027-03-01' },
      'courseEndDate',
    ],
    ['with an over-long duration', { duration: 'd'.repeat(CourseLimits.duration + 1) }, 'duration'],
  ]
  for (const method of ['POST', 'PUT'] as const) {
    for (const [name, change, field] of badFields) {
      it(`${method} ${name} is a 400 naming ${field}`, async () => {
        const headers = await adminWriteHeaders(t)
        const title = method === 'PUT' ? (await createCourse()).title : uniqueTitle()
        const fields = Object.fromEntries(
          Object.entries({ ...fieldsOf(title), ...change }).filter(([, v]) => v !== undefined),
        ) as Record<string, string>
        const res = await expectNothingStored(
          () => form(method, fields, [cover(), photo(), video()], headers),
          400,
        )
        const paths = res.json().errors.map((e: { path: string }) => e.path)
        expect(paths).toContain(field)
      })
    }
  }

  it('says which message goes with a missing start date', async () => {
    const res = await form(
      'POST',
      fieldsOf(uniqueTitle(), { dateChoice: 'scegliData' }),
      [cover()],
      await adminWriteHeaders(t),
    )
    expect(res.json().errors).toEqual([
      { path: 'courseStartDate', message: FormMessages.startRequired },
    ])
  })

  it('PUT with an over-long newTitle is a 400', async () => {
    const { title } = await createCourse()
    const headers = await adminWriteHeaders(t)
    const res = await expectNothingStored(
      () =>
        form(
          'PUT',
          fieldsOf(title, { newTitle: 'n'.repeat(CourseLimits.title + 1) }),
          [cover(), video()],
          headers,
        ),
      400,
    )
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['newTitle'])
  })

  const text = Buffer.from('non è una foto\n'.repeat(50))
  const executable = Buffer.concat([
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
    Buffer.alloc(600, 1),
  ])
  const windowsExe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(600, 0x90)])
  const brokenPng = Buffer.concat([png.subarray(0, 64), Buffer.alloc(512, 7)])
  const wrongFiles: [string, UploadFile][] = [
    ['a text file as cover', cover(text, 'copertina.png')],
    ['an executable renamed .jpg as cover', cover(executable, 'copertina.jpg', 'image/jpeg')],
    ['a Windows program renamed .jpg as a photo', photo(windowsExe, 'foto.jpg')],
    ['a picture with a broken body as a photo', photo(brokenPng)],
    ['a PNG renamed .mp4 as a video', video(png, 'clip.mp4')],
    ['a PNG renamed .docx as a video', video(png, 'programma.docx', 'application/msword')],
    ['an executable renamed .mp4 as a video', video(executable, 'clip.mp4')],
  ]
  for (const method of ['POST', 'PUT'] as const) {
    for (const [name, bad] of wrongFiles) {
      it(`${method} with ${name} is a 415`, async () => {
        const headers = await adminWriteHeaders(t)
        const title = method === 'PUT' ? (await createCourse()).title : uniqueTitle()
        // Good files around the bad one: none of them may stay behind.
        const others = [cover(), photo(), video()].filter((f) => f.name !== bad.name)
        await expectNothingStored(
          () => form(method, fieldsOf(title), [video(), ...others, bad], headers),
          415,
        )
      })
    }
  }

  it('a picture over 10 MB is a 413, after a video was already streamed', async () => {
    const headers = await adminWriteHeaders(t)
    const big = Buffer.concat([png, Buffer.alloc(AdminFileLimits.imageBytes + 1)])
    await expectNothingStored(
      () => form('POST', fieldsOf(uniqueTitle()), [video(), cover(big)], headers),
      413,
    )
    const { title } = await createCourse()
    await expectNothingStored(
      () => form('PUT', fieldsOf(title), [video(), photo(big)], headers),
      413,
    )
  })

  it('too many photos or videos in one form is a 400', async () => {
    const headers = await adminWriteHeaders(t)
    const photos = Array.from({ length: AdminFileLimits.photos + 1 }, () => photo())
    await expectNothingStored(
      () => form('POST', fieldsOf(uniqueTitle()), [cover(), ...photos], headers),
      400,
    )
    const videos = Array.from({ length: AdminFileLimits.videos + 1 }, () => video())
    await expectNothingStored(
      () => form('POST', fieldsOf(uniqueTitle()), [cover(), ...videos], headers),
      400,
    )
    await expectNothingStored(
      () => form('POST', fieldsOf(uniqueTitle()), [cover(), cover()], headers),
      400,
    )
  })

  it('JSON instead of multipart is a 415, a broken multipart body a 400', async () => {
    const headers = await adminWriteHeaders(t)
    for (const method of ['POST', 'PUT'] as const) {
      await expectNothingStored(
        () =>
          t.app.inject({
            method,
            url: CourseWritePaths.course,
            payload: fieldsOf(uniqueTitle()),
            headers,
          }),
        415,
      )
      await expectNothingStored(
        () =>
          t.app.inject({
            method,
            url: CourseWritePaths.course,
            payload: '--XyZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nCut',
            headers: { ...headers, 'content-type': 'multipart/form-data; boundary=XyZ' },
          }),
        400,
      )
    }
    // A body cut off in the middle of a video: the part already written is removed.
    const whole = await multipart(fieldsOf(uniqueTitle()), [cover(), video()])
    const cut = whole.payload.subarray(0, whole.payload.length - 1000)
    await expectNothingStored(() =>
      t.app.inject({
        method: 'POST',
        url: CourseWritePaths.course,
        payload: cut,
        headers: { ...headers, ...whole.headers },
      }),
    )
  })

  it('a connection dropped between two parts stores nothing, not a course without its photos', async () => {
    const title = uniqueTitle('Interrotto')
    const before = await snapshot(t, [...TABLES])
    const files = storedFiles()
    const whole = await multipart(fieldsOf(title), [cover(), photo(), photo(otherPng)])
    const boundary = /boundary=(.+)$/.exec(whole.headers['content-type']!)![1]!
    // Everything up to the last photo: the fields, the cover and one photo arrive whole.
    const cut = whole.payload.lastIndexOf(Buffer.from(`--${boundary}\r\n`))
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = t.app.server.address() as net.AddressInfo
    const serverSide = new Promise<net.Socket>((resolve) =>
      t.app.server.once('connection', resolve),
    )
    const socket = net.connect(port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    const headers = {
      ...(await adminWriteHeaders(t)),
      ...whole.headers,
      'content-length': String(whole.payload.length),
    }
    const head =
      `POST ${CourseWritePaths.course} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n'
    socket.write(head)
    socket.write(whole.payload.subarray(0, cut))
    // The browser goes away (a cancelled upload, a lost connection) before the last part, once
    // the server has read everything before it.
    const server = await serverSide
    await waitFor(() => server.bytesRead >= Buffer.byteLength(head) + cut)
    socket.destroy()
    await waitFor(() => server.destroyed)
    await waitFor(async () => {
      expect(await publicCourse(title)).toBeNull()
      expect(await snapshot(t, [...TABLES])).toEqual(before)
      expect(storedFiles()).toEqual(files)
    })
  })

  it('a body that ends between two parts, without its closing boundary, stores nothing', async () => {
    const whole = await multipart(fieldsOf(uniqueTitle('Troncato')), [cover(), photo(), photo()])
    const boundary = /boundary=(.+)$/.exec(whole.headers['content-type']!)![1]!
    const cut = whole.payload.lastIndexOf(Buffer.from(`--${boundary}\r\n`))
    const headers = await adminWriteHeaders(t)
    await expectNothingStored(
      () =>
        t.app.inject({
          method: 'POST',
          url: CourseWritePaths.course,
          payload: whole.payload.subarray(0, cut),
          headers: { ...headers, ...whole.headers },
        }),
      400,
    )
  })

  it('a title with control characters is a 400: no page could ever show it', async () => {
    const headers = await adminWriteHeaders(t)
    const res = await expectNothingStored(
      () => form('POST', fieldsOf('Pizza\u0000fritta'), [cover(), video()], headers),
      400,
    )
    expect(res.json().errors).toEqual([{ path: 'title', message: CourseMessages.titleCharacters }])
    const { title } = await createCourse()
    const renamed = await expectNothingStored(
      () => form('PUT', fieldsOf(title, { newTitle: 'Pizza\u0007' }), [cover()], headers),
      400,
    )
    expect(renamed.json().errors).toEqual([
      { path: 'newTitle', message: CourseMessages.titleCharacters },
    ])
  })

  it('odd text in fields is a 4xx or stored as given, never a 500 or a half record', async () => {
    const headers = await adminWriteHeaders(t)
    const odd = ['a\u0000b', '\u202e rovescio', '🍕'.repeat(40), "'; drop table course; --"]
    for (const value of odd) {
      const before = await snapshot(t, [...TABLES])
      const files = storedFiles()
      const res = await form(
        'POST',
        fieldsOf(uniqueTitle(), { intro: value, location: value, duration: value }),
        [cover(), video()],
        headers,
      )
      expect(res.statusCode, res.body).toBeLessThan(500)
      if (res.statusCode === 200) {
        const { course } = CourseWriteAnswerSchema.parse(res.json())
        expect(course).toMatchObject({ intro: value, location: value, duration: value })
        expect(await publicCourse(course.title)).toEqual(course)
      } else {
        // PostgreSQL cannot store a NUL character: refused, and the files go with it.
        expectClientError(res, 400)
        expect(await snapshot(t, [...TABLES])).toEqual(before)
        expect(storedFiles()).toEqual(files)
      }
    }
  })
})
