import { useState } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { TopicMessages } from '@aula/contract/topics'
import { MemberMessages } from '@aula/contract/members'
import { CourseMessages } from '@aula/contract/courses'
import { OnlineCourseMessages } from '@aula/contract/online-courses'
import { Icon, type IconProps } from '#src/components/ui/icons.tsx'
import { isApiError, NetworkError } from '#src/lib/api-client.ts'
import { refreshLists } from '#src/lib/query-client.ts'

const PencilIcon = (props: IconProps) => (
  <Icon className="size-5" {...props}>
    <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </Icon>
)

const TrashIcon = (props: IconProps) => (
  <Icon className="size-5" {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
)

/** A refusal of the server, in the admin's language. */
function failureKey(error: unknown): string {
  if (error instanceof NetworkError) return 'adminForms.networkError'
  if (isApiError(error, 401)) return 'adminForms.sessionExpired'
  if (isApiError(error, 404)) return 'adminForms.notFound'
  if (isApiError(error, 409)) {
    const message = (error as Error).message
    if (message === TopicMessages.inUse) return 'adminForms.actions.inUse'
    if (message === MemberMessages.organizesCourses) return 'adminForms.actions.organizes'
    if (message === MemberMessages.ambiguous) return 'adminForms.actions.ambiguous'
    if (message === CourseMessages.hasBuyers || message === OnlineCourseMessages.hasBuyers) {
      return 'adminForms.actions.hasBuyers'
    }
  }
  return 'adminForms.actions.failed'
}

export interface ItemActionsProps {
  /** The item's name, read out with the buttons ("Modifica Corso base"). */
  name: string
  editHref?: string
  /** The delete call that removes it (a feature's admin api). */
  remove?: () => Promise<unknown>
  /** The lists to refresh once it is gone. */
  invalidate?: QueryKey[]
  /** Called after a delete answered 200, before the lists refresh. */
  onRemoved?: () => void
  tone?: 'light' | 'dark'
}

/**
 * The admin's edit and delete icons on a public card. Delete asks once more,
 * then calls the server; on success the item leaves the list, on failure the admin reads
 * why (a topic still in use, a trainer who organizes courses).
 */
export function ItemActions({
  name,
  editHref,
  remove,
  invalidate = [],
  onRemoved,
  tone = 'light',
}: ItemActionsProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const iconButton =
    'inline-flex size-11 items-center justify-center rounded-full border shadow-sm transition-colors ' +
    (tone === 'dark'
      ? 'border-white/40 bg-charcoal-900/70 text-white hover:bg-charcoal-900'
      : 'border-flour-300 bg-white text-charcoal-800 hover:border-charcoal-800')

  const confirmDelete = async () => {
    if (!remove) return
    setPending(true)
    setFailure(null)
    try {
      await remove()
      setConfirming(false)
      onRemoved?.()
      await refreshLists(queryClient, invalidate)
    } catch (error) {
      setFailure(t(failureKey(error)))
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex gap-2">
        {editHref ? (
          <Link
            to={editHref}
            className={iconButton}
            aria-label={t('adminForms.actions.edit', { name })}
            title={t('adminForms.actions.edit', { name })}
          >
            <PencilIcon />
          </Link>
        ) : null}
        {remove ? (
          <button
            type="button"
            className={iconButton}
            aria-label={t('adminForms.actions.delete', { name })}
            title={t('adminForms.actions.delete', { name })}
            aria-expanded={confirming}
            onClick={() => {
              setFailure(null)
              setConfirming((open) => !open)
            }}
          >
            <TrashIcon />
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div
          role="group"
          aria-label={t('adminForms.actions.confirm', { name })}
          className="flex max-w-72 flex-col gap-2 rounded-xl border border-flour-300 bg-white p-3 text-sm text-charcoal-900 shadow-lg"
        >
          <p className="font-semibold">{t('adminForms.actions.confirm', { name })}</p>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={confirmDelete}
              disabled={pending}
              className="min-h-9 rounded-full bg-tomato-600 px-4 font-semibold text-white hover:bg-tomato-700 disabled:opacity-60"
            >
              {pending ? t('adminForms.actions.deleting') : t('adminForms.actions.confirmYes')}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className="min-h-9 rounded-full px-4 font-semibold text-charcoal-800 hover:bg-flour-200"
            >
              {t('adminForms.actions.confirmNo')}
            </button>
          </div>
        </div>
      ) : null}
      {failure ? (
        <p
          role="alert"
          className="max-w-72 rounded-xl border-l-4 border-tomato-600 bg-tomato-50 px-3 py-2 text-sm font-medium text-tomato-700"
        >
          {failure}
        </p>
      ) : null}
    </div>
  )
}
