import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useSearchParams } from 'react-router'
import type {
  ContactMessage,
  InboxKind,
  InboxPageAnswer,
  InformationRequest,
} from '@aula/contract/admin'
import { Button } from '#src/components/ui/button.tsx'
import { ChevronDownIcon } from '#src/components/ui/catalog-icons.tsx'
import { pageCount } from '#src/components/ui/paged-list.tsx'
import { Pagination, useFocusOnPageChange } from '#src/components/ui/pagination.tsx'
import { EmptyState, ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { isApiError, NetworkError } from '#src/lib/api-client.ts'
import { catalogFiltersOf } from '#src/lib/catalog-filters.ts'
import { useFormat } from '#src/lib/use-format.ts'
import { useInboxPage } from '../api/get-inbox.ts'
import { useMarkMessageRead } from '../api/mark-message-read.ts'
import { MissingPage } from '#src/components/admin/missing-page.tsx'

type InboxMessage = ContactMessage | InformationRequest

function markFailureKey(error: unknown) {
  if (error instanceof NetworkError) return 'adminForms.networkError'
  if (isApiError(error, 401) || isApiError(error, 403)) return 'adminForms.sessionExpired'
  return 'adminPanel.inbox.markError'
}

/** A label and its value; empty values are left out. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  if (children === '' || children === null || children === undefined) return null
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="font-semibold text-charcoal-700 sm:min-w-44">{label}</dt>
      <dd className="break-words text-charcoal-900">{children}</dd>
    </div>
  )
}

function ContactDetails({ message }: { message: ContactMessage }) {
  const { t } = useTranslation()
  const gender = ['uomo', 'donna', 'altro'].includes(message.gender)
    ? t(`contact.gender.${message.gender}`)
    : message.gender
  const work = ['lavoratore', 'disoccupato'].includes(message.statoLavorativo)
    ? t(`contact.workStatus.${message.statoLavorativo}`)
    : message.statoLavorativo
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <Detail label={t('contact.fields.email')}>{message.email}</Detail>
      <Detail label={t('contact.fields.phone')}>{message.phoneNumber}</Detail>
      <Detail label={t('contact.fields.gender')}>{gender}</Detail>
      <Detail label={t('contact.fields.workStatus')}>{work}</Detail>
    </dl>
  )
}

function RequestDetails({ message }: { message: InformationRequest }) {
  const { t } = useTranslation()
  const { formatDate, formatPrice } = useFormat()
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <Detail label={t('infoRequest.fields.email')}>{message.email}</Detail>
      <Detail label={t('infoRequest.fields.phone')}>{message.phonenumber}</Detail>
      <Detail label={t('infoRequest.fields.city')}>{message.city}</Detail>
      <Detail label={t('infoRequest.fields.birthDate')}>
        {formatDate(message.birth_date) || message.birth_date}
      </Detail>
      <Detail label={t('infoRequest.fields.course')}>{message.interested_in}</Detail>
      <Detail label={t('infoRequest.fields.objective')}>{message.objective}</Detail>
      <Detail label={t('adminPanel.inbox.budget')}>{formatPrice(message.spending)}</Detail>
    </dl>
  )
}

const fullName = (message: InboxMessage) =>
  message.kind === 'request' && message.surname
    ? `${message.name} ${message.surname}`
    : message.name

/**
 * One message: its sender, date and first words; opening it shows everything and marks it
 * read. Unread ones say so in words and in bold, not only in colour.
 */
function MessageItem({ message }: { message: InboxMessage }) {
  const { t } = useTranslation()
  const { formatDateTime } = useFormat()
  const id = useId()
  const mark = useMarkMessageRead()
  const [open, setOpen] = useState(false)
  const name = fullName(message)
  const subject = t(
    message.kind === 'contact'
      ? 'adminPanel.inbox.replySubjectContact'
      : 'adminPanel.inbox.replySubjectRequest',
  )
  const change = (read: boolean) => mark.mutate({ kind: message.kind, id: message.id, read })

  const toggle = () => {
    const opening = !open
    setOpen(opening)
    if (opening && !message.read && !mark.isPending) change(true)
  }

  return (
    <article
      aria-labelledby={`${id}-button`}
      className={`overflow-hidden rounded-2xl border shadow-sm ${message.read ? 'border-flour-300 bg-flour-50' : 'border-l-4 border-tomato-600 bg-white'}`}
    >
      <h3 className="text-base">
        <button
          id={`${id}-button`}
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={toggle}
          className="flex min-h-14 w-full items-start justify-between gap-4 px-5 py-4 text-left hover:bg-flour-200"
        >
          <span className="flex min-w-0 flex-col gap-1">
            <span className="flex flex-wrap items-center gap-2">
              {message.read ? null : (
                <span className="rounded-full bg-tomato-600 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
                  {t('adminPanel.inbox.unreadBadge')}
                </span>
              )}
              <span className={message.read ? 'font-semibold' : 'font-bold'}>{name}</span>
              <span className="text-sm font-normal text-charcoal-500">
                {formatDateTime(message.createdAt)}
              </span>
            </span>
            {open ? null : (
              <span className="line-clamp-1 text-sm font-normal text-charcoal-700">
                {message.message}
              </span>
            )}
          </span>
          <ChevronDownIcon
            className={`mt-1 size-5 shrink-0 text-tomato-600 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        className="flex flex-col gap-4 border-t border-flour-300 px-5 py-4"
      >
        {message.kind === 'contact' ? (
          <ContactDetails message={message} />
        ) : (
          <RequestDetails message={message} />
        )}
        <p className="whitespace-pre-line text-charcoal-900">{message.message}</p>
        {mark.isError ? (
          <FormMessage tone="error">{t(markFailureKey(mark.error))}</FormMessage>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <a
            href={`mailto:${message.email}?subject=${encodeURIComponent(subject)}`}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-tomato-600 px-5 font-semibold text-white shadow-sm hover:bg-tomato-700"
          >
            {t('adminPanel.inbox.reply', { name })}
          </a>
          <Button
            variant="secondary"
            pending={mark.isPending}
            onClick={() => change(!message.read)}
          >
            {message.read ? t('adminPanel.inbox.markUnread') : t('adminPanel.inbox.markRead')}
          </Button>
        </div>
      </div>
    </article>
  )
}

/** One page of a list, newest first, and the numbered pages under it. */
function MessageList({
  answer,
  busy,
  empty,
}: {
  answer: InboxPageAnswer
  busy: boolean
  empty: string
}) {
  const { t } = useTranslation()
  const list = useRef<HTMLUListElement>(null)
  // Turning the page takes the focus to the list, which names its page.
  useFocusOnPageChange(answer.page, list)
  const messages: readonly InboxMessage[] = answer.contacts ?? answer.requests ?? []
  const pages = pageCount(answer)
  if (answer.total === 0) return <EmptyState title={empty} />
  if (messages.length === 0) return <MissingPage pages={pages} />
  return (
    <>
      <ul
        ref={list}
        tabIndex={-1}
        aria-label={pages > 1 ? t('pagination.list', { page: answer.page, pages }) : undefined}
        aria-busy={busy}
        className="flex flex-col gap-3 outline-none"
      >
        {messages.map((message) => (
          <li key={`${message.kind}-${message.id}`}>
            <MessageItem message={message} />
          </li>
        ))}
      </ul>
      <Pagination page={answer.page} pages={pages} />
    </>
  )
}

const TABS: readonly InboxKind[] = ['contact', 'request']

/** The list in the address: /pannello/messaggi?elenco=richieste&pagina=2. */
const LIST_PARAM = 'elenco'
const REQUESTS = 'richieste'

/**
 * /pannello/messaggi: the contact messages and the information requests in two tabs,
 * newest first, a page at a time; the tab and the page live in the address (arrow keys move
 * between the tabs, as in any tab list).
 */
export function Inbox() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab: InboxKind = params.get(LIST_PARAM) === REQUESTS ? 'request' : 'contact'
  const { page } = catalogFiltersOf(params)
  const inbox = useInboxPage(tab, page)
  // The last answer stays while the next comes; it is shown only when it is this list's.
  const shown = inbox.data?.kind === tab ? inbox.data : undefined
  const id = useId()
  const tabs = useRef<Record<InboxKind, HTMLButtonElement | null>>({ contact: null, request: null })

  // Another tab starts from its first page.
  const setTab = (kind: InboxKind) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('pagina')
        if (kind === 'request') next.set(LIST_PARAM, REQUESTS)
        else next.delete(LIST_PARAM)
        return next
      },
      { replace: true, preventScrollReset: true },
    )

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab)
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined
    if (!next) return
    event.preventDefault()
    setTab(next)
    tabs.current[next]?.focus()
  }

  const counts = inbox.data?.unread
  const unread = { contact: counts?.contacts ?? 0, request: counts?.requests ?? 0 }
  const labels = {
    contact: t('adminPanel.inbox.contacts'),
    request: t('adminPanel.inbox.requests'),
  }
  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label={t('adminPanel.inbox.tabs')}
        className="flex flex-wrap gap-2 border-b-2 border-flour-300"
      >
        {TABS.map((kind) => (
          <button
            key={kind}
            ref={(element) => {
              tabs.current[kind] = element
            }}
            id={`${id}-tab-${kind}`}
            type="button"
            role="tab"
            aria-selected={tab === kind}
            aria-controls={`${id}-panel-${kind}`}
            tabIndex={tab === kind ? 0 : -1}
            onClick={() => setTab(kind)}
            onKeyDown={onKeyDown}
            className={`-mb-0.5 inline-flex min-h-11 items-center gap-2 border-b-4 px-4 py-2 font-semibold ${tab === kind ? 'border-tomato-600 text-charcoal-900' : 'border-transparent text-charcoal-700 hover:text-charcoal-900'}`}
          >
            {labels[kind]}
            {unread[kind] > 0 ? (
              <span className="rounded-full bg-charcoal-800 px-2 py-0.5 text-xs font-bold text-flour-100">
                {t('adminPanel.inbox.unreadCount', { number: unread[kind] })}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {TABS.map((kind) => (
        <div
          key={kind}
          id={`${id}-panel-${kind}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${kind}`}
          hidden={tab !== kind}
        >
          {tab !== kind ? null : shown ? (
            <MessageList
              answer={shown}
              busy={inbox.isPlaceholderData}
              empty={t(
                kind === 'contact' ? 'adminPanel.inbox.noContacts' : 'adminPanel.inbox.noRequests',
              )}
            />
          ) : inbox.isError ? (
            <ErrorState
              error={inbox.error}
              onRetry={() => void inbox.refetch()}
              retrying={inbox.isFetching}
            />
          ) : (
            <LoadingCards layout="list" count={3} />
          )}
        </div>
      ))}
    </div>
  )
}
