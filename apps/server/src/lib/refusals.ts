import { ErrorSchema } from '@aula/contract/common'

/**
 * The refusals an admin form write can answer, each {message}: bad input, no or wrong token,
 * not an admin, nothing to edit, a clash, a file too large or of the wrong type
 * (docs/product.md#api-conventions).
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
