import { z } from 'zod/mini'
import {
  ContactLimits,
  ContactMessages,
  isCalendarDate,
  isPhoneNumber,
  isPlausibleBirthDate,
} from '@aula/contract/contact'
import type { OutcomeTexts, ServerWords } from '#src/components/ui/form/messages.ts'

/*
 * The fields of the contact and information-request forms, with the server's rules
 * (contract contact.ts), and what the forms show when the server refuses them. Messages are
 * translation keys, so they follow a language switch.
 */

export const phoneField = () =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(ContactLimits.phone, 'validation.tooLong'),
      z.refine(isPhoneNumber, 'contact.validation.phone'),
    )

/** A select's value: '' until the person picks one of `values`. */
export const choiceField = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(z.string(), z.enum(values, { error: 'validation.required' }))

/** 'YYYY-MM-DD' in UTC, the calendar the server judges birth dates by. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10)

const yearsBefore = (today: Date, years: number) => {
  const day = new Date(today)
  day.setUTCFullYear(day.getUTCFullYear() - years)
  return isoDay(day)
}

/** The bounds a date picker offers: from the oldest to the youngest person who may ask. */
export function birthDateBounds(today: Date = new Date()) {
  return {
    min: yearsBefore(today, ContactLimits.ageMax + 1),
    max: yearsBefore(today, ContactLimits.ageMin),
  }
}

export const birthDateField = () =>
  z.string().check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message })
      if (!value) return fail('validation.required')
      if (!isCalendarDate(value)) return fail('infoRequest.validation.birthDateInvalid')
      if (value >= isoDay(new Date())) return fail('infoRequest.validation.birthDatePast')
      if (!isPlausibleBirthDate(value)) return fail('infoRequest.validation.age')
    }),
  )

/** The budget as typed in a number input ('' when empty), sent as whole euros. */
export const budgetField = () =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.superRefine((value, ctx) => {
        const fail = (message: string) => ctx.addIssue({ code: 'custom', message })
        if (!value) return fail('validation.required')
        if (!/^\d+$/.test(value)) return fail('infoRequest.validation.budget')
        if (Number(value) > ContactLimits.spendingMax)
          return fail('infoRequest.validation.budgetMax')
      }),
    ),
    z.transform(Number),
  )

// The server's own words for a field, as the contract spells them, and what we show instead;
// an unknown word under the e-mail says it is not an address, under any other field that
// the value is not valid.
export const contactServerWords: ServerWords = {
  messages: {
    [ContactMessages.phone]: 'contact.validation.phone',
    [ContactMessages.birthDate]: 'infoRequest.validation.age',
    [ContactMessages.spending]: 'infoRequest.validation.budget',
    [ContactMessages.acceptTerms]: 'accept_terms_error',
  },
  fieldKeys: { email: 'validation.email' },
  otherKey: 'contact.validation.invalid',
}

/** What a refused form tells, for both forms (too many requests: the kit's own message). */
export const contactFailure: OutcomeTexts = {
  failure: 'errore_invio_messaggio',
  network: 'errore_rete',
}
