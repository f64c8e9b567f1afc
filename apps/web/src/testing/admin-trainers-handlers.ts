import { http, HttpResponse } from 'msw'
import type { ApiError } from '@aula/contract/common'
import { MemberWritePaths } from '@aula/contract/routes/members'
import {
  MemberCreateSchema,
  MemberDeleteSchema,
  MemberMessages,
  MemberUpdateSchema,
  type MemberAnswer,
  type MemberWriteAnswer,
} from '@aula/contract/members'
import { isAdminWrite, refused } from './admin-handlers.ts'
import type { AdminContentData } from './admin-content-data.ts'
import {
  error,
  invalid,
  nextId,
  notFound,
  readForm,
  type Success,
} from './admin-content-support.ts'
import { imageFixture, memberFixture } from './catalog-fixtures.ts'

/**
 * The trainers on `data.members`: one read for the edit form, then add and edit (multipart,
 * with an optional photo) and delete by id or by name.
 */
export function adminTrainerHandlers(data: AdminContentData) {
  return [
    http.get<{ id: string }, never, MemberAnswer | ApiError>('*/api/member/:id', ({ params }) => {
      const member = data.members.find((item) => item.id === Number(params.id))
      return member ? HttpResponse.json({ member }) : notFound()
    }),
    http.post<never, never, MemberWriteAnswer | ApiError>(
      `*${MemberWritePaths.add}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const form = await readForm(request, data)
        const parsed = MemberCreateSchema.safeParse(form.texts)
        if (!parsed.success) return invalid(parsed)
        const { title: _title, ...fields } = parsed.data
        if (
          data.members.some((item) => item.name === fields.name && item.surname === fields.surname)
        ) {
          return error(409, MemberMessages.duplicate)
        }
        const id = nextId(data.members)
        const image = form.hasFile('foto') ? imageFixture(`member-${id}`, 640, 640) : null
        const member = memberFixture({ id, ...fields, image, fileUrl: image?.url ?? '' })
        data.members.push(member)
        return HttpResponse.json({ message: 'Success', member })
      },
    ),
    http.put<never, never, MemberWriteAnswer | ApiError>(
      `*${MemberWritePaths.member}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const form = await readForm(request, data)
        const parsed = MemberUpdateSchema.safeParse(form.texts)
        if (!parsed.success) return invalid(parsed)
        const { idMember, newName, newSurname, title: _title, ...fields } = parsed.data
        const member = data.members.find((item) => item.id === idMember)
        if (!member) return notFound()
        const image = form.hasFile('foto')
          ? imageFixture(`member-${member.id}-new`, 640, 640)
          : member.image
        Object.assign(member, {
          ...fields,
          name: newName || fields.name,
          surname: newSurname || fields.surname,
          image,
          fileUrl: image?.url ?? '',
        })
        return HttpResponse.json({ message: 'Success', member })
      },
    ),
    http.delete<never, Record<string, unknown>, Success | ApiError>(
      `*${MemberWritePaths.remove}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const parsed = MemberDeleteSchema.safeParse(await request.json())
        if (!parsed.success) return invalid(parsed)
        const body = parsed.data
        const index = data.members.findIndex((item) =>
          'id' in body
            ? item.id === body.id
            : item.name === body.name && item.surname === body.surname,
        )
        if (index < 0) return notFound()
        data.members.splice(index, 1)
        return HttpResponse.json({ message: 'Success' })
      },
    ),
  ]
}
