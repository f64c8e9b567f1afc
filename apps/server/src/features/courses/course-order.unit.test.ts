import { describe, expect, it } from 'vitest'
import type { Course } from '@aula/contract/courses'
import { sortByNextStart } from './course-order.ts'

function course(title: string, start: string | null, end: string | null = null): Course {
  return {
    title,
    dateMode: start ? 'date' : 'tbd',
    date: start,
    dataInizio: start,
    dateFine: end,
  } as Course
}

const titles = (courses: Course[]) => courses.map((entry) => entry.title)

describe('sortByNextStart', () => {
  const today = '2026-11-15'

  it('puts upcoming courses first, soonest first, then undated, then past ones most recent first', () => {
    const list = [
      course('old', '2025-03-01'),
      course('undated', null),
      course('later', '2027-01-10', '2027-01-12'),
      course('recent', '2026-10-01', '2026-10-03'),
      course('soon', '2026-11-20'),
    ]
    expect(titles(sortByNextStart(list, today))).toEqual([
      'soon',
      'later',
      'undated',
      'recent',
      'old',
    ])
  })

  it('keeps a course that is running, or ends today, among the upcoming ones', () => {
    const list = [
      course('next week', '2026-11-22'),
      course('running', '2026-11-10', '2026-11-20'),
      course('ends today', '2026-11-14', '2026-11-15'),
      course('ended yesterday', '2026-11-13', '2026-11-14'),
      course('one day today', '2026-11-15'),
    ]
    expect(titles(sortByNextStart(list, today))).toEqual([
      'running',
      'ends today',
      'one day today',
      'next week',
      'ended yesterday',
    ])
  })

  it('keeps the incoming (newest first) order between courses on the same day', () => {
    const list = [course('b', '2026-12-01'), course('a', '2026-12-01'), course('c', null)]
    expect(titles(sortByNextStart(list, today))).toEqual(['b', 'a', 'c'])
  })
})
