import { z } from 'zod/mini'
import { PASSWORD_MAX, PASSWORD_MIN } from '@aula/contract/values/auth'

/*
 * Form fields with the contract's limits. Their messages are translation keys, so an
 * error shown in one language follows the switch to the other.
 */
export const requiredText = (max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(max, 'validation.tooLong'))

export const emailField = () =>
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'validation.required')),
    z.email('validation.email').check(z.maxLength(254, 'validation.tooLong')),
  )

/** A password being chosen: the server's length rule (8 to 128). */
export const newPasswordField = () =>
  z
    .string()
    .check(
      z.minLength(1, 'validation.required'),
      z.minLength(PASSWORD_MIN, 'validation.passwordMin'),
      z.maxLength(PASSWORD_MAX, 'validation.passwordMax'),
    )

/** A password being typed to prove who one is: only required. */
export const passwordField = () =>
  z
    .string()
    .check(
      z.minLength(1, 'validation.required'),
      z.maxLength(PASSWORD_MAX, 'validation.passwordMax'),
    )

/**
 * A form that asks for a new password twice: the confirmation must match it. Checked once
 * every field is valid, so it is the only message when it shows; the server never sees it.
 */
export const withConfirmation = <T extends z.ZodMiniType<Record<string, unknown>>>(
  schema: T,
  password: string,
  confirmation: string,
  message: string,
) =>
  schema.check(
    z.refine((values) => values[password] === values[confirmation], {
      path: [confirmation],
      message,
      when: (payload) => payload.issues.length === 0,
    }),
  )
