import { useId } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { useUnreadMessages } from '#src/features/inbox/admin/api/get-inbox.ts'
import { usePendingReviewCount } from '#src/features/reviews/admin/api/get-pending-reviews.ts'

interface Tile {
  to: string
  label: string
  description: string
  /** Work waiting on this tile, once it is known. */
  count?: string
}

/**
 * How many reviews wait and how many messages are unread, each read from a page of one
 * item (the counts come with it), never the whole lists; nothing until they load.
 */
function usePanelCounts() {
  const pending = usePendingReviewCount()
  const unread = useUnreadMessages()
  return {
    pendingReviews: pending.data,
    unreadMessages: unread.data ? unread.data.contacts + unread.data.requests : undefined,
  }
}

/**
 * A task: the whole card is clickable, while the link's name stays the task's name; the
 * description and the count of waiting work are read after it.
 */
function PanelTile({ tile }: { tile: Tile }) {
  const id = useId()
  return (
    <li className="group relative flex h-full min-h-32 flex-col gap-2 rounded-3xl border border-flour-300 bg-flour-50 p-5 shadow-sm transition focus-within:border-tomato-600 hover:-translate-y-0.5 hover:border-tomato-600">
      <Link
        to={tile.to}
        aria-describedby={`${id}-description${tile.count ? ` ${id}-count` : ''}`}
        className="text-lg font-bold text-charcoal-900 group-hover:text-tomato-700 after:absolute after:inset-0 after:rounded-3xl after:content-['']"
      >
        {tile.label}
      </Link>
      <span id={`${id}-description`} className="text-sm text-charcoal-700">
        {tile.description}
      </span>
      {tile.count ? (
        <span
          id={`${id}-count`}
          className="mt-auto self-start rounded-full bg-charcoal-800 px-3 py-1 text-sm font-bold text-flour-100"
        >
          {tile.count}
        </span>
      ) : null}
    </li>
  )
}

/** /pannello: one tile per admin task, moderation, inbox and orders included. */
export function AdminPanelRoute() {
  const { t } = useTranslation()
  const counts = usePanelCounts()
  const admin = paths.admin

  const groups: { title: string; tiles: Tile[] }[] = [
    {
      title: t('adminPanel.groups.todo'),
      tiles: [
        {
          to: admin.reviews.getHref(),
          label: t('admin.reviews'),
          description: t('adminPanel.tiles.reviews'),
          count:
            counts.pendingReviews === undefined
              ? undefined
              : t('adminPanel.tiles.pendingCount', { number: counts.pendingReviews }),
        },
        {
          to: admin.inbox.getHref(),
          label: t('admin.inbox'),
          description: t('adminPanel.tiles.inbox'),
          count:
            counts.unreadMessages === undefined
              ? undefined
              : t('adminPanel.tiles.unreadCount', { number: counts.unreadMessages }),
        },
        {
          to: admin.orders.getHref(),
          label: t('admin.orders'),
          description: t('adminPanel.tiles.orders'),
        },
        {
          to: admin.coupons.getHref(),
          label: t('adminCoupons.title'),
          description: t('adminCoupons.tile'),
        },
        {
          to: admin.fiscalData.getHref(),
          label: t('adminReceipts.tile'),
          description: t('adminReceipts.tileDescription'),
        },
        {
          to: admin.clients.getHref(),
          label: t('admin.clients'),
          description: t('adminPanel.tiles.clients'),
        },
      ],
    },
    {
      title: t('adminPanel.groups.content'),
      tiles: [
        {
          to: admin.addCourse.getHref(),
          label: t('admin.addCourse'),
          description: t('adminPanel.tiles.addCourse'),
        },
        {
          to: admin.addOnlineCourse.getHref(),
          label: t('admin.addOnlineCourse'),
          description: t('adminPanel.tiles.addOnlineCourse'),
        },
        {
          to: admin.addArticle.getHref(),
          label: t('admin.addArticle'),
          description: t('adminPanel.tiles.addArticle'),
        },
        {
          to: admin.addTrainer.getHref(),
          label: t('admin.addTrainer'),
          description: t('adminPanel.tiles.addTrainer'),
        },
        {
          to: admin.addTopic.getHref(),
          label: t('admin.addTopic'),
          description: t('adminPanel.tiles.addTopic'),
        },
        {
          to: admin.privacyPolicy.getHref(),
          label: t('adminPrivacy.title'),
          description: t('adminPrivacy.tile'),
        },
        {
          to: admin.addFaq.getHref(),
          label: t('admin.addFaq'),
          description: t('adminPanel.tiles.addFaq'),
        },
        {
          to: admin.sendNewsletter.getHref(),
          label: t('admin.sendNewsletter'),
          description: t('adminPanel.tiles.sendNewsletter'),
        },
      ],
    },
  ]

  return (
    <ContentLayout title={t('admin.panel')} eyebrow={t('admin.eyebrow')} width="wide">
      <p className="-mt-2 mb-8 max-w-3xl text-lg text-charcoal-700">{t('adminPanel.intro')}</p>
      <div className="flex flex-col gap-10">
        {groups.map((group, index) => (
          <section key={group.title} aria-labelledby={`panel-group-${index}`}>
            <h2 id={`panel-group-${index}`} className="mb-4 text-2xl font-bold">
              {group.title}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {group.tiles.map((tile) => (
                <PanelTile key={tile.to} tile={tile} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ContentLayout>
  )
}
