import { describe, expect, it } from 'vitest'
import {
  TopicAnswerSchema,
  TopicPaths,
  TopicsAnswerSchema,
  type Topic,
} from '@aula/contract/topics'
import { FileMessages } from '@aula/contract/admin-forms'
import { buildTestApp } from '#test/helper.ts'
import { adminWriteHeaders } from '#test/admin.ts'
import { importKit } from '#test/fixtures/imports.ts'
import { TABLES, topicAdmin, uniqueTitle } from '#test/fixtures/topics.admin.ts'
import { importTopic } from './topics.service.ts'

/*
 * A topic brought from elsewhere (the demo school): plain values and a picture already
 * stored, checked and recorded as the admin's form is.
 */

const t = await buildTestApp()
const {
  actor,
  deps,
  storedPicture,
  pictureView,
  expectRefusedLikeForm,
  expectRefused,
  fieldsRefusal,
  auditOf,
} = await importKit(t)
const { form } = await topicAdmin(t)

const publicTopic = async (id: number) => {
  const res = await t.app.inject({ method: 'GET', url: TopicPaths.topic(id) })
  expect(res.statusCode, res.body).toBe(200)
  return TopicAnswerSchema.parse(res.json()).topic
}

describe('importTopic', () => {
  it('stores the topic with its picture, records the admin, and shows it to visitors', async () => {
    const title = uniqueTitle('Pizza in pala')
    const imageId = await storedPicture()
    const topic = await importTopic(deps, actor, {
      title: `  ${title} `,
      description: ' Lunga e croccante ',
      imageId,
    })
    const picture = await pictureView(imageId)
    expect(topic).toEqual({
      idTopic: topic.id,
      id: topic.id,
      title,
      description: 'Lunga e croccante',
      fileUrl: picture.url,
      image: picture,
      languages: { title: 'it', description: 'it' },
      titles: { it: title, en: null },
    })
    const audit = await auditOf('topic.create', topic.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor_user_id: actor.id, target_type: 'topic' })

    expect(await publicTopic(topic.id)).toEqual(topic)
    const list = await t.app.inject({ method: 'GET', url: TopicPaths.topics })
    expect(TopicsAnswerSchema.parse(list.json())).toContainEqual(topic)
  })

  it('shows an imported topic as the one the admin adds with the same text', async () => {
    const fromForm = await form(
      'POST',
      { title: uniqueTitle('Dal modulo'), description: 'Stessa descrizione' },
      [],
      await adminWriteHeaders(t),
    )
    expect(fromForm.statusCode, fromForm.body).toBe(200)
    const added = fromForm.json().topic
    const imported = await importTopic(deps, actor, {
      title: uniqueTitle('Importato'),
      description: 'Stessa descrizione',
      imageId: null,
    })
    // Everything but what names the topic is shown alike.
    const unnamed = ({ id, idTopic, title, titles, ...shown }: Topic) => {
      expect(titles.it).toBe(title)
      expect([id, idTopic, title]).not.toContain(undefined)
      return shown
    }
    expect(unnamed(await publicTopic(imported.id))).toEqual(unnamed(await publicTopic(added.id)))
    expect(await auditOf('topic.create', imported.id)).toHaveLength(1)
    expect(await auditOf('topic.create', added.id)).toHaveLength(1)
  })

  it('refuses a title already taken, in any case, with the form’s 409', async () => {
    const taken = await importTopic(deps, actor, {
      title: uniqueTitle('Pizza-Fritta'),
      description: 'D',
      imageId: null,
    })
    const again = taken.title.toUpperCase().replace('-', ' ')
    const onForm = await form(
      'POST',
      { title: again, description: 'D' },
      [],
      await adminWriteHeaders(t),
    )
    expect(onForm.statusCode).toBe(409)
    const imageId = await storedPicture()
    await expectRefusedLikeForm(
      TABLES,
      () => importTopic(deps, actor, { title: again, description: 'D', imageId }),
      onForm,
    )
  })

  it('refuses a missing description with the form’s 400 on that field', async () => {
    const onForm = await form(
      'POST',
      { title: uniqueTitle(), description: '  ' },
      [],
      await adminWriteHeaders(t),
    )
    expect(onForm.statusCode).toBe(400)
    await expectRefusedLikeForm(
      TABLES,
      () => importTopic(deps, actor, { title: uniqueTitle(), description: '  ', imageId: null }),
      onForm,
    )
  })

  it('refuses a picture that is not stored with a 400 on the picture field, writing nothing', async () => {
    const answer = await expectRefused(TABLES, () =>
      importTopic(deps, actor, { title: uniqueTitle(), description: 'D', imageId: 'no-such' }),
    )
    expect(answer).toEqual(fieldsRefusal({ path: 'foto', message: FileMessages.pictureNotStored }))
  })
})
