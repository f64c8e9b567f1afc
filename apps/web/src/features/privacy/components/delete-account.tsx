import { useEffect, useId, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { z } from 'zod/mini'
import { PrivacyMessages } from '@aula/contract/privacy'
import { paths } from '#src/config/paths.ts'
import { Button } from '#src/components/ui/button.tsx'
import { Dialog } from '#src/components/ui/dialog.tsx'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { isApiError, isTooManyRequests } from '#src/lib/api-client.ts'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useSessionStore } from '#src/lib/session.ts'
import { deleteAccount } from '../api/delete-account.ts'

const DeleteSchema = z.object({
  password: z.string().check(z.minLength(1, 'validation.required')),
})

function failureKey(error: unknown): string | undefined {
  if (isApiError(error, 400, PrivacyMessages.wrongPassword)) return 'privacy.delete.wrongPassword'
  if (isApiError(error, 409)) return 'privacy.delete.withdrawalPending'
  if (isApiError(error, 403, PrivacyMessages.adminCannotDelete)) return 'privacy.delete.adminNote'
  if (isTooManyRequests(error)) return 'errors.tooManyRequests'
  return undefined
}

/** The dialog's form: the password confirms; once deleted the person is signed out. */
function DeleteForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation()
  const session = useSessionStore()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const form = useEndpointForm({
    schema: DeleteSchema,
    defaultValues: { password: '' },
    send: ({ values }) => deleteAccount(values.password),
    success: null,
    failure: { failure: 'privacy.delete.error', own: failureKey },
    onSuccess: async () => {
      // Home first, then the session goes: the profile's guard would send them to /login.
      await navigate(paths.home.getHref(), { flushSync: true })
      session.clear()
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'site' })
    },
  })
  const { setFocus } = form
  useEffect(() => setFocus('password'), [setFocus])

  return (
    <Form form={form} className="flex flex-col gap-4">
      <InputField
        label={t('privacy.delete.password')}
        type="password"
        autoComplete="current-password"
        required
        error={form.errorText('password')}
        {...form.register('password')}
      />
      <FormFooter form={form} submit={t('privacy.delete.confirm')} size="md">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={form.pending}>
          {t('privacy.delete.cancel')}
        </Button>
      </FormFooter>
    </Form>
  )
}

/**
 * "Delete my account": what goes and what stays, then a dialog that asks for the password
 * (docs/product.md#privacy). Admins are told they cannot do it here.
 */
export function DeleteAccount({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation()
  const titleId = useId()
  const [open, setOpen] = useState(false)

  return (
    <div className="flex flex-col gap-3 text-charcoal-700">
      <p>{t('privacy.delete.text')}</p>
      <h4 className="font-semibold text-charcoal-900">{t('privacy.delete.deletedTitle')}</h4>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {(['account', 'payout', 'other', 'sessions'] as const).map((key) => (
          <li key={key}>{t(`privacy.delete.deleted.${key}`)}</li>
        ))}
      </ul>
      <h4 className="font-semibold text-charcoal-900">{t('privacy.delete.keptTitle')}</h4>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {(['orders', 'ledger', 'consents'] as const).map((key) => (
          <li key={key}>{t(`privacy.delete.kept.${key}`)}</li>
        ))}
      </ul>
      <p className="text-sm">{t('privacy.delete.withdrawalNote')}</p>
      {isAdmin ? (
        <p className="font-semibold">{t('privacy.delete.adminNote')}</p>
      ) : (
        <Button type="button" className="self-start" onClick={() => setOpen(true)}>
          {t('privacy.delete.button')}
        </Button>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        className="flex flex-col gap-4 rounded-3xl bg-flour-50 p-6"
      >
        <h2 id={titleId} className="text-2xl font-bold text-charcoal-900">
          {t('privacy.delete.dialogTitle')}
        </h2>
        <p className="text-charcoal-700">{t('privacy.delete.dialogText')}</p>
        <DeleteForm onCancel={() => setOpen(false)} />
      </Dialog>
    </div>
  )
}
