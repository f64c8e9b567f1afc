import { FileMessages, FormMessages } from '@aula/contract/admin-forms'
import { PASSWORD_MAX, PASSWORD_MIN } from '@aula/contract/values/auth'
import { ContactLimits } from '@aula/contract/contact'
import { isAbortError, isApiError, NetworkError } from '#src/lib/api-client.ts'

/*
 * What a form shows for a refusal: the message under a field (client rules carry translation
 * keys; the server's errors[] carry the contract's English words, translated when known) and
 * the message above the submit button (docs/product.md#messages).
 */

/** The contract's words every form may meet, and the translation keys shown instead. */
const SHARED_KEYS: Record<string, string> = {
  [FormMessages.required]: 'validation.required',
  [FormMessages.euros]: 'adminCourses.validation.euros',
  [FormMessages.id]: 'adminCourses.validation.id',
  [FormMessages.date]: 'adminCourses.validation.date',
  [FormMessages.endBeforeStart]: 'adminCourses.validation.endBeforeStart',
  [FormMessages.startRequired]: 'adminCourses.validation.startRequired',
  [FormMessages.affiliateAbovePrice]: 'adminCourses.validation.affiliateAbovePrice',
  [FormMessages.depositAbovePrice]: 'adminCourses.validation.depositAbovePrice',
  [FileMessages.imageType]: 'adminCourses.validation.imageType',
  [FileMessages.imageTooLarge]: 'adminCourses.validation.imageTooLarge',
  [FileMessages.videoType]: 'adminCourses.validation.videoType',
  [FileMessages.videoTooLarge]: 'adminCourses.validation.videoTooLarge',
  [FileMessages.uploadMissing]: 'adminCourses.validation.uploadMissing',
  [FileMessages.uploadIncomplete]: 'adminCourses.validation.uploadIncomplete',
  [FileMessages.tooManyFiles]: 'adminCourses.validation.tooManyFiles',
}

/** The numbers the field messages speak of ("at least {{min}} characters"). */
export const MESSAGE_VALUES = {
  min: PASSWORD_MIN,
  max: PASSWORD_MAX,
  ageMin: ContactLimits.ageMin,
  ageMax: ContactLimits.ageMax,
}

/** How a form reads the server's words on its fields. */
export interface ServerWords {
  /** This form's own contract messages and their translation keys. */
  messages?: Readonly<Record<string, string>>
  /** The key shown for a field whose server message is not known (email → "not an e-mail"). */
  fieldKeys?: Readonly<Record<string, string>>
  /** The key shown for any other unknown message; without it the server's words are shown. */
  otherKey?: string
}

/** A field's error: a translation key, or (`server`) words to show as they are. */
export interface FieldMessage {
  message: string
  server: boolean
}

/** What to show under `field` for a message the server gave about it. */
export function serverFieldMessage(
  field: string,
  message: string,
  words: ServerWords = {},
): FieldMessage {
  const key = contractKey(message, words) ?? words.fieldKeys?.[field] ?? words.otherKey
  return key ? { message: key, server: false } : { message, server: true }
}

/**
 * The translation key of one of the contract's words, or undefined for any other text. A
 * form whose schema is the contract's own shows its messages through this.
 */
export function contractKey(message: string, words: ServerWords = {}): string | undefined {
  return (
    words.messages?.[message] ??
    SHARED_KEYS[message] ??
    (/^too (big|long)/i.test(message) ? 'validation.tooLong' : undefined)
  )
}

/** The texts of one form's outcome; only `failure` is required. */
export interface OutcomeTexts {
  /** The server refused the form. */
  failure: string
  /** The form never reached the server (offline, server down) or its answer was unreadable. */
  network?: string
  /** 409: the title (or address) is taken. */
  duplicate?: string
  /** 404: the item was deleted meanwhile. */
  notFound?: string
  /** Keys for other statuses this form gives a meaning to (401 at login, 410…). */
  byStatus?: Readonly<Record<number, string>>
  /**
   * The form's own reading of an error, before any of the above: a key for the errors it
   * tells apart by the server's message (403 "Email not verified" at login), undefined for
   * the others.
   */
  own?: (error: unknown) => string | undefined
}

/** The key of the message above a form that was not saved. */
export function failureKey(error: unknown, texts: OutcomeTexts): string {
  if (isAbortError(error)) return 'adminForms.cancelled'
  const mine = texts.own?.(error)
  if (mine) return mine
  if (error instanceof NetworkError) return texts.network ?? 'adminForms.networkError'
  if (!isApiError(error)) return texts.network ?? texts.failure
  const own = texts.byStatus?.[error.status]
  if (own) return own
  switch (error.status) {
    case 401:
    case 403:
      return 'adminForms.sessionExpired'
    case 404:
      return texts.notFound ?? 'adminForms.notFound'
    case 409:
      return texts.duplicate ?? 'adminForms.duplicateTitle'
    case 413:
      return 'adminForms.tooLarge'
    case 415:
      return 'adminForms.wrongType'
    case 429:
      return 'errors.tooManyRequests'
    default:
      return texts.failure
  }
}
