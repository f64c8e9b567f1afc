import { describe, expect, it } from 'vitest'
import {
  OnlineCourseAnswerSchema,
  OnlineCoursePaths,
  OnlineCoursesAnswerSchema,
} from '@aula/contract/online-courses'
import { insertVideoCourseRow } from '#test/courses.ts'
import { buildTestApp } from '#test/helper.ts'

const t = await buildTestApp()

const publishAt = (title: string, createdAt: string) =>
  insertVideoCourseRow(t, { title, createdAt })

describe('the date of a video course', () => {
  it('is the day it was published in Rome, not in UTC', async () => {
    // 00:35 in Rome on 15 November (winter time) is 23:35 UTC on the 14th.
    await publishAt('Pubblicato dopo mezzanotte', '2026-11-14T23:35:00.000Z')
    // 00:35 in Rome on 1 July (summer time) is 22:35 UTC on 30 June.
    await publishAt('Pubblicato in estate', '2026-06-30T22:35:00.000Z')
    await publishAt('Pubblicato la sera', '2026-11-14T22:59:00.000Z')

    const list = await t.app.inject({ method: 'GET', url: OnlineCoursePaths.onlineCourses })
    const { onlinecourses } = OnlineCoursesAnswerSchema.parse(list.json())
    expect(onlinecourses['Pubblicato dopo mezzanotte']!.date).toBe('2026-11-15')
    expect(onlinecourses['Pubblicato in estate']!.date).toBe('2026-07-01')
    expect(onlinecourses['Pubblicato la sera']!.date).toBe('2026-11-14')

    const one = await t.app.inject({
      method: 'GET',
      url: OnlineCoursePaths.onlineCourse('Pubblicato dopo mezzanotte'),
    })
    expect(OnlineCourseAnswerSchema.parse(one.json()).onlinecourse.date).toBe('2026-11-15')
  })
})
