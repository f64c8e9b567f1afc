import { useQueryClient } from '@tanstack/react-query'
import {
  EditionFormSchema,
  EditionMessages,
  type AdminEdition,
  type EditionForm as EditionFormValues,
} from '@aula/contract/editions'
import { Button } from '#src/components/ui/button.tsx'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { courseEditionsQueryOptions } from '../api/get-course-editions.ts'
import { saveEdition } from '../api/save-edition.ts'

/** The contract's words on this form's fields, and the keys shown instead. */
const EDITION_WORDS = {
  messages: {
    [EditionMessages.wholeNumber]: 'adminEditions.errors.wholeNumber',
    [EditionMessages.capacityBelowTaken]: 'adminEditions.errors.capacityBelowTaken',
  },
}

const blank: EditionFormValues = { startDate: '', endDate: '', hours: '', capacity: '' }

function valuesOf(edition: AdminEdition): EditionFormValues {
  return {
    startDate: edition.startDate,
    endDate: edition.endDate,
    hours: edition.hours === null ? '' : String(edition.hours),
    capacity: edition.capacity === null ? '' : String(edition.capacity),
  }
}

/**
 * One edition of an in-person course (docs/product.md#editions): its days, the hours a
 * certificate will state, and its seats (empty: no limit). A new one, or `edition` to edit.
 */
export function EditionForm({
  courseId,
  edition,
  onDone,
}: {
  courseId: number
  edition?: AdminEdition
  onDone?: () => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const form = useEndpointForm({
    schema: EditionFormSchema,
    defaultValues: edition ? valuesOf(edition) : blank,
    send: ({ raw }) => saveEdition(courseId, raw, edition?.id),
    success: edition ? 'adminEditions.edited' : 'adminEditions.created',
    failure: { failure: 'adminEditions.saveError', notFound: 'adminEditions.gone' },
    serverWords: EDITION_WORDS,
    resetTo: edition ? (answer) => valuesOf(answer.edition) : undefined,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: courseEditionsQueryOptions(courseId).queryKey }),
  })
  return (
    <Form form={form} marks>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('adminEditions.startDate')}
          type="date"
          required
          error={form.errorText('startDate')}
          {...form.register('startDate')}
        />
        <InputField
          label={t('adminEditions.endDate')}
          type="date"
          required
          error={form.errorText('endDate')}
          {...form.register('endDate')}
        />
        <InputField
          label={t('adminEditions.hours')}
          hint={t('adminEditions.hoursHint')}
          inputMode="numeric"
          error={form.errorText('hours')}
          {...form.register('hours')}
        />
        <InputField
          label={t('adminEditions.capacity')}
          hint={t('adminEditions.capacityHint')}
          inputMode="numeric"
          error={form.errorText('capacity')}
          {...form.register('capacity')}
        />
      </div>
      <FormFooter
        form={form}
        size="md"
        submit={t(edition ? 'adminEditions.save' : 'adminEditions.add')}
        pendingLabel={t('adminForms.saving')}
      />
      {onDone ? (
        <Button variant="secondary" type="button" onClick={onDone}>
          {t('adminEditions.closeEdit')}
        </Button>
      ) : null}
    </Form>
  )
}
