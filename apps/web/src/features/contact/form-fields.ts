import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import {
  ContactLimits,
  ContactMessages,
  isCalendarDate,
  isPhoneNumber,
  isPlausibleBirthDate,
} from '@aula/contract/contact'
import { isTooManyRequests, NetworkError, type ApiError } from '#src/lib/api-client.ts'

/*
 * The fields of the contact and information-request forms, with the server's rules
 * (contract contact.ts). Messages are translation keys, so they follow a language switch.
 */

export const phoneField = () =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(ContactLimits.phone, 'validation.tooLong')
    .refine(isPhoneNumber, 'contact.validation.phone')

/** A select's value: '' until the person picks one of `values`. */
export const choiceField = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.string().pipe(z.enum(values, { error: 'validation.required' }))

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
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message })
      if (!value) return fail('validation.required')
      if (!isCalendarDate(value)) return fail('infoRequest.validation.birthDateInvalid')
      if (value >= isoDay(new Date())) return fail('infoRequest.validation.birthDatePast')
      if (!isPlausibleBirthDate(value)) return fail('infoRequest.validation.age')
    })

/** The budget as typed in a number input ('' when empty), sent as whole euros. */
export const budgetField = () =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message })
      if (!value) return fail('validation.required')
      if (!/^\d+$/.test(value)) return fail('infoRequest.validation.budget')
      if (Number(value) > ContactLimits.spendingMax) return fail('infoRequest.validation.budgetMax')
    })
    .transform(Number)

/** Turns a field error (a translation key) into the text shown under the input. */
export function useFieldErrorText() {
  const { t } = useTranslation()
  return useCallback(
    (error?: { message?: string }) =>
      error?.message
        ? t(error.message, { ageMin: ContactLimits.ageMin, ageMax: ContactLimits.ageMax })
        : undefined,
    [t],
  )
}

// The server's own words for a field, as the contract spells them, and what we show instead.
const serverMessages: Record<string, string> = {
  [ContactMessages.phone]: 'contact.validation.phone',
  [ContactMessages.birthDate]: 'infoRequest.validation.age',
  [ContactMessages.spending]: 'infoRequest.validation.budget',
  [ContactMessages.acceptTerms]: 'accept_terms_error',
}

function serverMessageKey(path: string, message: string): string {
  const known = serverMessages[message]
  if (known) return known
  if (message === 'Required') return 'validation.required'
  if (/too big/i.test(message)) return 'validation.tooLong'
  if (path === 'email') return 'validation.email'
  return 'contact.validation.invalid'
}

/**
 * The server's errors[] of a 400, for the fields this form has: each becomes the message
 * shown under its input (the first one wins when a field has several).
 */
export function serverFieldErrors<F extends string>(
  error: ApiError,
  fields: readonly F[],
): { field: F; message: string }[] {
  const seen = new Set<string>()
  const result: { field: F; message: string }[] = []
  for (const { path, message } of error.errors) {
    const field = fields.find((name) => name === path)
    if (!field || seen.has(field)) continue
    seen.add(field)
    result.push({ field, message: serverMessageKey(path, message) })
  }
  return result
}

/** What a refused form tells, for both forms: the network, the rate limit, or any other refusal. */
export function sendFailureKey(error: unknown): string {
  if (isTooManyRequests(error)) return 'errors.tooManyRequests'
  if (error instanceof NetworkError) return 'errore_rete'
  return 'errore_invio_messaggio'
}
