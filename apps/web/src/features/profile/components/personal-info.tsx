import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { z } from 'zod'
import type { UserProfile } from '@aula/contract/profile'
import { paths } from '#src/config/paths.ts'
import { Button, buttonClasses } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { isTooManyRequests, NetworkError } from '#src/lib/api-client.ts'
import { useErrorText } from '#src/lib/validation.ts'
import { useUpdateProfile } from '../api/update-profile.ts'
import { Fact, ProfileSection } from './profile-section.tsx'

// The contract's rules (UpdateUserSchema), with messages that are translation keys.
const PersonalInfoSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(120, 'validation.tooLong'),
  phoneNumber: z
    .string()
    .trim()
    .max(40, 'validation.tooLong')
    .refine((v) => v === '' || /^\+?[\d\s().-]{6,40}$/.test(v), 'profile.personal.phoneInvalid'),
  address: z.string().trim().max(300, 'validation.tooLong'),
})
type PersonalInfoValues = z.input<typeof PersonalInfoSchema>

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
  const errorText = useErrorText()
  const update = useUpdateProfile()
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<PersonalInfoValues>({
    resolver: zodResolver(PersonalInfoSchema),
    defaultValues: {
      name: profile.name,
      phoneNumber: profile.phoneNumber ?? '',
      address: profile.address ?? '',
    },
  })

  // Whoever opened the form with the keyboard goes on typing in its first field.
  useEffect(() => setFocus('name'), [setFocus])

  const onSubmit = handleSubmit((values) => {
    update.mutate(
      { name: values.name, phoneNumber: values.phoneNumber, address: values.address },
      { onSuccess: onSaved },
    )
  })

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={t('profile.personal.name')}
        autoComplete="name"
        required
        error={errorText(errors.name)}
        {...register('name')}
      />
      <TextField
        label={t('profile.personal.email')}
        value={profile.email}
        readOnly
        hint={t('profile.personal.emailFixed')}
      />
      <TextField
        label={t('profile.personal.phone')}
        type="tel"
        autoComplete="tel"
        error={errorText(errors.phoneNumber)}
        {...register('phoneNumber')}
      />
      <TextField
        label={t('profile.personal.address')}
        autoComplete="street-address"
        error={errorText(errors.address)}
        {...register('address')}
      />
      {update.isError ? (
        <FormMessage tone="error">{t(failureKey(update.error))}</FormMessage>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={update.isPending}>
          {t('profile.actions.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={update.isPending}>
          {t('profile.actions.cancel')}
        </Button>
      </div>
    </form>
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
