import { EditionCalls } from '@aula/contract/routes/editions'
import type { EditionForm } from '@aula/contract/editions'
import { call } from '#src/lib/api-client.ts'

/** Adds an edition to the course, or changes edition `id` (dates, hours, capacity). */
export const saveEdition = (courseId: number, form: EditionForm, id?: number) =>
  id === undefined
    ? call(EditionCalls.create, { params: { id: courseId }, body: form })
    : call(EditionCalls.update, { params: { id }, body: form })
