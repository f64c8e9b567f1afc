import { http, HttpResponse } from 'msw'
import { IdBodySchema, type ApiError } from '@aula/contract/common'
import { FaqWritePaths } from '@aula/contract/routes/faqs'
import { FaqCreateSchema, FaqUpdateSchema, type FaqWriteAnswer } from '@aula/contract/faqs'
import { isAdminWrite, refused } from './admin-handlers.ts'
import type { AdminContentData } from './admin-content-data.ts'
import { invalid, nextId, notFound, type Success } from './admin-content-support.ts'
import { faqFixture } from './catalog-fixtures.ts'

/** The FAQ writes on `data.faqs`: add, edit and delete, with the admin's private token. */
export function adminFaqHandlers(data: AdminContentData) {
  return [
    http.post<never, Record<string, unknown>, FaqWriteAnswer | ApiError>(
      `*${FaqWritePaths.faq}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const parsed = FaqCreateSchema.safeParse(await request.json())
        if (!parsed.success) return invalid(parsed)
        const id = nextId(data.faqs)
        const faq = faqFixture(id, parsed.data.question, parsed.data.answer)
        data.faqs.push(faq)
        return HttpResponse.json({ message: 'Success', faq })
      },
    ),
    http.put<never, Record<string, unknown>, FaqWriteAnswer | ApiError>(
      `*${FaqWritePaths.faq}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const parsed = FaqUpdateSchema.safeParse(await request.json())
        if (!parsed.success) return invalid(parsed)
        const faq = data.faqs.find((item) => item.idFaq === parsed.data.idFaq)
        if (!faq) return notFound()
        Object.assign(faq, { question: parsed.data.question, answer: parsed.data.answer })
        return HttpResponse.json({ message: 'Success', faq })
      },
    ),
    http.delete<never, Record<string, unknown>, Success | ApiError>(
      `*${FaqWritePaths.faq}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const parsed = IdBodySchema.safeParse(await request.json())
        if (!parsed.success) return invalid(parsed)
        const index = data.faqs.findIndex((item) => item.idFaq === parsed.data.id)
        if (index < 0) return notFound()
        data.faqs.splice(index, 1)
        return HttpResponse.json({ message: 'Success' })
      },
    ),
  ]
}
