import { ErrorMessages, type Language } from '@aula/contract/common'
import type { Faq } from '@aula/contract/faqs'
import type { Db } from '#src/db/connect.ts'
import { runAdminWrite, type AdminWriteDeps } from '#src/lib/admin-write.ts'
import { HttpError } from '#src/lib/http-error.ts'
import {
  deleteFaq,
  findFaqById,
  insertFaq,
  listFaqs,
  updateFaq,
  type FaqInput,
} from './faqs.repository.ts'
import { toFaqDto } from './faqs.mapper.ts'

/*
 * The FAQs as the accordion shows them, and the admin's writes, each one transaction with
 * its audit row (lib/admin-write.ts).
 */

type Actor = { id: number }
const notFound = () => new HttpError(404, ErrorMessages.notFound)

/** In the order the admin set. */
export async function allFaqs(db: Db, language: Language = 'it'): Promise<Faq[]> {
  return (await listFaqs(db)).map((row) => toFaqDto(row, language))
}

export async function faqById(db: Db, id: number, language: Language = 'it'): Promise<Faq> {
  const row = await findFaqById(db, id)
  if (!row) throw notFound()
  return toFaqDto(row, language)
}

/** A new FAQ, at the end of the list. */
export function createFaq(deps: AdminWriteDeps, actor: Actor, input: FaqInput): Promise<Faq> {
  return runAdminWrite({
    deps,
    actor,
    input,
    persist: async (trx, faq) => {
      const id = await insertFaq(trx, faq)
      const row = await findFaqById(trx, id)
      return {
        result: toFaqDto(row!),
        audit: { action: 'faq.create', targetType: 'faq', targetId: id },
      }
    },
  })
}

/** New question and answer for an FAQ; 404 when there is no such FAQ. */
export function editFaq(
  deps: AdminWriteDeps,
  actor: Actor,
  id: number,
  input: FaqInput,
): Promise<Faq> {
  return runAdminWrite({
    deps,
    actor,
    input,
    persist: async (trx, faq) => {
      if (!(await updateFaq(trx, id, faq))) throw notFound()
      const row = await findFaqById(trx, id)
      return {
        result: toFaqDto(row!),
        audit: { action: 'faq.update', targetType: 'faq', targetId: id },
      }
    },
  })
}

/** Removes an FAQ; 404 when there is no such FAQ. */
export function removeFaq(deps: AdminWriteDeps, actor: Actor, id: number): Promise<void> {
  return runAdminWrite({
    deps,
    actor,
    input: id,
    persist: async (trx) => {
      if (!(await deleteFaq(trx, id))) throw notFound()
      return { result: undefined, audit: { action: 'faq.delete', targetType: 'faq', targetId: id } }
    },
  })
}
