import { useEffect, useState } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import type { UserProfile } from '@aula/contract/profile'
import { paths } from '#src/config/paths.ts'
import { Button, buttonClasses } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { isTooManyRequests, NetworkError } from '#src/lib/api-client.ts'
import { profileQueryKey } from '../api/get-profile.ts'
import { updateProfile } from '../api/update-profile.ts'
import { useAccount } from '../hooks/use-account.ts'
import { Fact, ProfileSection } from './profile-section.tsx'

// The contract's rules (UpdateUserSchema), with messages that are translation keys.
const PersonalInfoSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(120, 'validation.tooLong')),
  phoneNumber: z.string().check(
    z.trim(),
    z.maxLength(40, 'validation.tooLong'),
    z.refine((v) => v === '' || /^\+?[\d\s().-]{6,40}$/.test(v), 'profile.personal.phoneInvalid'),
  ),
  address: z.string().check(z.trim(), z.maxLength(300, 'validation.tooLong')),
})

function failureKey(error: unknown) {
  if (isTooManyRequests(error)) return 'errors.tooManyRequests'
  if (error instanceof NetworkError) return 'errors.network'
  return 'profile.personal.saveError'
}

function PersonalInfoForm({
  profile,
  onSaved,
  onCancel,
}: {
  profile: UserProfile
  onSaved: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const { email } = useAccount()
  const queryClient = useQueryClient()
  const form = useEndpointForm({
    schema: PersonalInfoSchema,
    defaultValues: {
      name: profile.name,
      phoneNumber: profile.phoneNumber ?? '',
      address: profile.address ?? '',
    },
    send: ({ values }) => updateProfile(values),
    // The section says it once the form has closed.
    success: null,
    failure: { failure: 'profile.personal.saveError', own: failureKey },
    resetTo: (_answer, values) => values,
    onSuccess: (answer) => {
      // The answer is the profile as saved: shown at once, without asking again.
      queryClient.setQueryData(profileQueryKey(email), answer.user)
      onSaved()
    },
  })

  // Whoever opened the form with the keyboard goes on typing in its first field.
  const { setFocus } = form
  useEffect(() => setFocus('name'), [setFocus])

  return (
    <Form form={form} className="flex flex-col gap-4">
      <InputField
        label={t('profile.personal.name')}
        autoComplete="name"
        required
        error={form.errorText('name')}
        {...form.register('name')}
      />
      <InputField
        label={t('profile.personal.email')}
        value={profile.email}
        readOnly
        hint={t('profile.personal.emailFixed')}
      />
      <InputField
        label={t('profile.personal.phone')}
        type="tel"
        autoComplete="tel"
        error={form.errorText('phoneNumber')}
        {...form.register('phoneNumber')}
      />
      <InputField
        label={t('profile.personal.address')}
        autoComplete="street-address"
        error={form.errorText('address')}
        {...form.register('address')}
      />
      <FormFooter form={form} size="md" submit={t('profile.actions.save')}>
        <Button variant="ghost" onClick={onCancel} disabled={form.pending}>
          {t('profile.actions.cancel')}
        </Button>
      </FormFooter>
    </Form>
  )
}

/** Name, phone and address, shown and edited in place; the e-mail is shown only. */
export function PersonalInfo({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState(false)
  const missing = t('profile.notGiven')

  return (
    <ProfileSection title={t('profile.personal.title')}>
      {editing ? (
        <PersonalInfoForm
          profile={profile}
          onSaved={() => {
            setSaved(true)
            setEditing(false)
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact label={t('profile.personal.name')}>{profile.name}</Fact>
            <Fact label={t('profile.personal.email')}>{profile.email}</Fact>
            <Fact label={t('profile.personal.phone')}>{profile.phoneNumber || missing}</Fact>
            <Fact label={t('profile.personal.address')}>{profile.address || missing}</Fact>
          </dl>
          {saved ? <FormMessage tone="success">{t('profile.personal.saved')}</FormMessage> : null}
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              onClick={() => {
                setSaved(false)
                setEditing(true)
              }}
            >
              {t('profile.personal.edit')}
            </Button>
            <Link to={paths.changePassword.getHref()} className={buttonClasses('ghost', 'md')}>
              {t('profile.personal.changePassword')}
            </Link>
          </div>
        </>
      )}
    </ProfileSection>
  )
}
