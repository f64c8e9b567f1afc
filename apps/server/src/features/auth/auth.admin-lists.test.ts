import { describe, expect, it } from 'vitest'
import { titleToSlug } from '@aula/contract/common'
import { AdminPaths } from '@aula/contract/admin'
import { NewsletterAdminPaths } from '@aula/contract/newsletter'
import { AdminClientPaths } from '@aula/contract/profile'
import { expectRefused, privateTokenOf } from '#test/admin.ts'
import { insertVideoCourseRow } from '#test/courses.ts'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import { addSubscriber, queueNewsletter } from '#test/fixtures/campaign.ts'

const t = await buildTestApp()

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

await addSubscriber(t)
const campaign = await queueNewsletter(t)
const course = 'Lievitazione per tutti'
await insertVideoCourseRow(t, { title: course })

// Every list and read of the admin panel.
const adminReads: [string, string][] = [
  ['paid orders', AdminPaths.paidCourses],
  ['contact inbox', AdminPaths.inbox],
  ['withdrawal requests', AdminClientPaths.withdrawals],
  ['identity documents', AdminClientPaths.documents],
  ['newsletter campaigns', NewsletterAdminPaths.campaigns],
  ['one newsletter campaign', NewsletterAdminPaths.campaign(campaign.id)],
  ['lessons of a video course', `/api/admin/onlinecourse/${titleToSlug(course)}/lessons`],
]

describe('admin lists', () => {
  it.each(adminReads)("answer the %s to an admin's private token", async (_name, url) => {
    const admin = await loginAs(t, 'admin')
    const withSession = await get(url, bearer(admin.token))
    expect(withSession.statusCode, withSession.body).toBe(200)
    const withPrivate = await get(url, bearer(await privateTokenOf(t, admin)))
    expect(withPrivate.statusCode, withPrivate.body).toBe(200)
    // The same answer (a campaign being sent may move on between the two calls).
    expect(Object.keys(withPrivate.json())).toEqual(Object.keys(withSession.json()))
  })

  it.each(adminReads)('refuse the %s to everyone else', async (_name, url) => {
    const user = await loginAs(t)
    expectRefused(await get(url), 401)
    expectRefused(await get(url, bearer('not-a-token')), 401)
    expectRefused(await get(url, bearer(user.token)), 403)
    expectRefused(await get(url, bearer(await privateTokenOf(t, user))), 403)
  })
})
