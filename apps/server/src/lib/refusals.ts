import { ErrorSchema } from '@aula/contract/common'

/**
 * The refusals an admin form write can answer, each {message} (DESIGN §4): bad input, no or
 * wrong token, not an admin, nothing to edit, a clash, a file too large or of the wrong type.
 */
export const formWriteRefusals = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  413: ErrorSchema,
  415: ErrorSchema,
}
