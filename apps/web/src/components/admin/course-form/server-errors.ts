import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { FormMessages } from '@aula/contract/admin-forms'
import { isApiError } from '#src/lib/api-client.ts'
import { placeServerErrors } from '#src/lib/admin/form-errors.ts'

/**
 * Puts the server's errors[] next to the inputs they name. Text inputs get them through
 * react-hook-form (`rename` maps a wire name to the form's, newTitle to title); the files
 * and lists the form keeps itself are returned by name. Messages stay the contract's, to be
 * shown through useFieldError.
 */
export function placeErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  textFields: readonly string[],
  otherFields: readonly string[],
  rename: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const others: Record<string, string> = {}
  const place = ((name: string, option: { type?: string; message?: string }) => {
    const field = rename[name] ?? name
    if (otherFields.includes(field)) others[field] = option.message ?? ''
    else setError(field as Path<T>, option)
  }) as UseFormSetError<T>
  placeServerErrors(
    error,
    place,
    [...textFields, ...Object.keys(rename), ...otherFields],
    FormMessages.required,
  )
  return others
}

/**
 * The server's word on each lesson's title, by lesson index: the new lessons'
 * (`lessonTitles.N`) or, with `existingLessonTitles`, the current lessons' renames.
 */
export function lessonTitleErrors(
  error: unknown,
  list: 'lessonTitles' | 'existingLessonTitles' = 'lessonTitles',
): (string | undefined)[] {
  const errors: (string | undefined)[] = []
  if (!isApiError(error, 400)) return errors
  for (const item of error.errors) {
    const match = /^(\w+)\.(\d+)$/.exec(item.path)
    if (match?.[1] === list) errors[Number(match[2])] = item.message
  }
  return errors
}
