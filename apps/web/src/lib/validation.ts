import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { PASSWORD_MAX, PASSWORD_MIN } from '@aula/contract/auth'

/*
 * Form fields with the contract's limits. Their messages are translation keys, so an
 * error shown in one language follows the switch to the other.
 */
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong')

export const emailField = () =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .pipe(z.email('validation.email').max(254, 'validation.tooLong'))

/** A password being chosen: the server's length rule (8 to 128). */
export const newPasswordField = () =>
  z
    .string()
    .min(1, 'validation.required')
    .min(PASSWORD_MIN, 'validation.passwordMin')
    .max(PASSWORD_MAX, 'validation.passwordMax')

/** A password being typed to prove who one is: only required. */
export const passwordField = () =>
  z.string().min(1, 'validation.required').max(PASSWORD_MAX, 'validation.passwordMax')

/**
 * A form that asks for a new password twice: the confirmation must match it. Checked once
 * every field is valid, so it is the only message when it shows; the server never sees it.
 */
export const withConfirmation = <T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  password: string,
  confirmation: string,
  message: string,
) =>
  schema.refine((values) => values[password] === values[confirmation], {
    path: [confirmation],
    message,
    when: (payload) => payload.issues.length === 0,
  })

const limits = { min: PASSWORD_MIN, max: PASSWORD_MAX }

/** Turns a field error (a translation key) into the text shown under the input. */
export function useErrorText() {
  const { t } = useTranslation()
  return useCallback(
    (error?: { message?: string }) => (error?.message ? t(error.message, limits) : undefined),
    [t],
  )
}
