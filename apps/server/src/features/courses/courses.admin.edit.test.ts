import { describe, expect, it } from 'vitest'
import { titleToSlug } from '@aula/contract/common'
import { AdminFileLimits, FileMessages } from '@aula/contract/admin-forms'
import { CourseMessages, CourseWriteAnswerSchema } from '@aula/contract/courses'
import { adminWriteHeaders, auditRows } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'
import { courseAdminKit } from '#test/fixtures/courses.admin.ts'

const t = await buildTestApp()
const {
  picture,
  otherPng,
  cover,
  photo,
  video,
  uniqueTitle,
  fieldsOf,
  form,
  createCourse,
  publicCourse,
  assetIdsOf,
  assetExists,
  filesOf,
  newMember,
  newTopic,
  expectNothingStored,
} = await courseAdminKit(t)

describe('PUT /api/course/', () => {
  it('renames, changes every field, replaces the cover and removes the old one', async () => {
    const headers = await adminWriteHeaders(t)
    const old = await createCourse(uniqueTitle(), [cover(), photo()])
    const before = await assetIdsOf(old.id)
    expect(filesOf(before.cover!).length).toBeGreaterThan(0)
    const member = await newMember()
    const topic = await newTopic()
    const newTitle = uniqueTitle('Rinominato')
    const res = await form(
      'PUT',
      fieldsOf(titleToSlug(old.title).toLowerCase(), {
        newTitle,
        author: String(member.id),
        category: String(topic.id),
        intro: 'Nuova introduzione',
        location: 'Milano',
        description: '<p>Nuovo <em>programma</em></p><iframe src="https://x.example"></iframe>',
        price: '300',
        facilitatorprice: '100',
        dateChoice: 'scegliData',
        courseStartDate: '2027-09-01',
        courseEndDate: '2027-09-03',
        duration: '3 giorni',
      }),
      [cover(otherPng, 'nuova.png')],
      headers,
    )
    expect(res.statusCode, res.body).toBe(200)
    const { course } = CourseWriteAnswerSchema.parse(res.json())
    expect(course).toMatchObject({
      id: old.id,
      title: newTitle,
      intro: 'Nuova introduzione',
      location: 'Milano',
      description: '<p>Nuovo <em>programma</em></p>',
      price: 300,
      facilitatorPrice: 100,
      author: member.fullName,
      category: topic.title,
      dateMode: 'date',
      dataInizio: '2027-09-01',
      dateFine: '2027-09-03',
      duration: '3 giorni',
      // existingImages was not sent: the gallery stays as it was.
      immaginiRappresentative: old.immaginiRappresentative,
    })
    expect(course.immagineCopertina).not.toBe(old.immagineCopertina)
    expect(await publicCourse(newTitle)).toEqual(course)
    expect(await publicCourse(old.title)).toBeNull()
    const after = await assetIdsOf(old.id)
    expect(after.cover).not.toBe(before.cover)
    expect(await assetExists(before.cover!)).toBe(false)
    expect(filesOf(before.cover!)).toEqual([])
    expect(filesOf(after.cover!).length).toBeGreaterThan(0)
    const audit = await auditRows(t, 'course.update', old.id)
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ from: old.title, to: newTitle })
  })

  it('keeps the listed photos in the given order, drops the others, appends new ones', async () => {
    const headers = await adminWriteHeaders(t)
    const reds = await Promise.all(['#110000', '#220000', '#330000'].map((c) => picture(c)))
    const old = await createCourse(uniqueTitle(), [cover(), ...reds.map((p) => photo(p))])
    const [a, b, c] = old.immaginiRappresentative.split(',') as [string, string, string]
    const before = await assetIdsOf(old.id)
    const dropped = before.media.find((m) => m.position === 1)!.asset_id
    expect(filesOf(dropped).length).toBeGreaterThan(0)
    const res = await form(
      'PUT',
      // An absolute URL, as a browser may resolve it, names the same photo.
      fieldsOf(old.title, { existingImages: `${c},http://localhost:3000${a}` }),
      [photo(await picture('#440000'))],
      headers,
    )
    expect(res.statusCode, res.body).toBe(200)
    const { course } = CourseWriteAnswerSchema.parse(res.json())
    const gallery = course.immaginiRappresentative.split(',')
    expect(gallery).toHaveLength(3)
    expect(gallery.slice(0, 2)).toEqual([c, a])
    expect(gallery).not.toContain(b)
    expect((await publicCourse(old.title))!.immaginiRappresentative).toBe(
      course.immaginiRappresentative,
    )
    expect(await assetExists(dropped)).toBe(false)
    expect(filesOf(dropped)).toEqual([])
    const after = await assetIdsOf(old.id)
    expect(after.media.map((m) => m.position)).toEqual([0, 1, 2])
  })

  it('keeps videos when existingVideos is left out and removes them all when it is empty', async () => {
    const headers = await adminWriteHeaders(t)
    const old = await createCourse(uniqueTitle(), [cover(), photo(), video(), video()])
    const [first, second] = old.fileUrl.split(',') as [string, string]
    const videoIds = (await assetIdsOf(old.id)).media
      .filter((m) => m.kind === 'video')
      .map((m) => m.asset_id)

    // Not sent: everything stays, a new video follows.
    const kept = await form('PUT', fieldsOf(old.title), [video()], headers)
    expect(kept.statusCode, kept.body).toBe(200)
    const keptUrls = kept.json().course.fileUrl.split(',')
    expect(keptUrls).toHaveLength(3)
    expect(keptUrls.slice(0, 2)).toEqual([first, second])

    // Reordered: the second first, the rest removed.
    const reordered = await form(
      'PUT',
      fieldsOf(old.title, { existingVideos: `${second},${second}` }),
      [],
      headers,
    )
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect(reordered.json().course.fileUrl).toBe(second)
    expect(await assetExists(videoIds[0]!)).toBe(false)
    expect(filesOf(videoIds[0]!)).toEqual([])

    // Sent empty: every video and photo goes.
    const empty = await form(
      'PUT',
      fieldsOf(old.title, { existingVideos: '', existingImages: '' }),
      [],
      headers,
    )
    expect(empty.statusCode, empty.body).toBe(200)
    expect(empty.json().course).toMatchObject({ fileUrl: '', immaginiRappresentative: '' })
    expect(await publicCourse(old.title)).toMatchObject({
      fileUrl: '',
      immaginiRappresentative: '',
    })
    expect(filesOf(videoIds[1]!)).toEqual([])
    expect((await assetIdsOf(old.id)).media).toEqual([])
    // The cover is untouched.
    expect((await publicCourse(old.title))!.immagineCopertina).toBe(old.immagineCopertina)
  })

  it('a URL that is not one of the course media is a 400 and nothing changes', async () => {
    const headers = await adminWriteHeaders(t)
    const mine = await createCourse(uniqueTitle(), [cover(), photo(), video()])
    const other = await createCourse(uniqueTitle(), [cover(), photo(), video()])
    const cases: [string, string][] = [
      ['existingImages', other.immaginiRappresentative],
      ['existingImages', other.immagineCopertina],
      ['existingImages', mine.fileUrl],
      ['existingImages', '/media/images/nothing-320.webp'],
      ['existingVideos', other.fileUrl],
      ['existingVideos', mine.immaginiRappresentative],
      ['existingVideos', 'javascript:alert(1)'],
    ]
    for (const [field, value] of cases) {
      const res = await expectNothingStored(
        () =>
          form(
            'PUT',
            fieldsOf(mine.title, { [field]: value, newTitle: uniqueTitle() }),
            [cover(otherPng), photo(), video()],
            headers,
          ),
        400,
      )
      expect(res.json().errors, `${field}=${value}`).toEqual([
        { path: field, message: CourseMessages.unknownMedia },
      ])
    }
    expect(await publicCourse(mine.title)).toEqual(mine)
  })

  it('refuses a gallery that would pass the photo limit', async () => {
    const headers = await adminWriteHeaders(t)
    const old = await createCourse(uniqueTitle(), [cover(), photo(), photo()])
    const extra = Array.from({ length: AdminFileLimits.photos - 1 }, () => photo())
    const res = await expectNothingStored(
      () => form('PUT', fieldsOf(old.title), extra, headers),
      400,
    )
    expect(res.json().errors).toEqual([{ path: 'photos', message: FileMessages.tooManyFiles }])
    // Dropping the current ones makes room.
    const room = await form('PUT', fieldsOf(old.title, { existingImages: '' }), extra, headers)
    expect(room.statusCode, room.body).toBe(200)
    expect(room.json().course.images.gallery).toHaveLength(AdminFileLimits.photos - 1)
  })

  it('an unknown title is a 404; a rename onto another course is a 409', async () => {
    const headers = await adminWriteHeaders(t)
    const a = await createCourse()
    const b = await createCourse(uniqueTitle('Altro-corso'))
    const missing = await expectNothingStored(
      () => form('PUT', fieldsOf(uniqueTitle('Nessuno')), [cover(), video()], headers),
      404,
    )
    expect(missing.json()).toEqual({ message: 'Not found' })
    const taken = await expectNothingStored(
      () =>
        form(
          'PUT',
          fieldsOf(a.title, { newTitle: b.title.toLowerCase().replace(/-/g, ' ') }),
          [cover(), photo(), video()],
          headers,
        ),
      409,
    )
    expect(taken.json()).toEqual({ message: CourseMessages.duplicate })
    // The course's own title in another case is not taken.
    const own = await form(
      'PUT',
      fieldsOf(a.title, { newTitle: a.title.toUpperCase() }),
      [],
      headers,
    )
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json().course.title).toBe(a.title.toUpperCase())
  })

  it('an unknown trainer or topic is a 400 on that field', async () => {
    const headers = await adminWriteHeaders(t)
    const { title } = await createCourse()
    const res = await expectNothingStored(
      () =>
        form(
          'PUT',
          fieldsOf(title, { author: '424242', category: '424242' }),
          [cover(), video()],
          headers,
        ),
      400,
    )
    expect(res.json().errors).toEqual([
      { path: 'author', message: CourseMessages.unknownAuthor },
      { path: 'category', message: CourseMessages.unknownCategory },
    ])
  })
})
