import { useTranslation } from '#src/lib/i18n/react.tsx'

export interface MediaItem {
  /** The URL the public GET gives, which is also how the server names it in existing*. */
  url: string
  /** False once the admin has chosen to remove it on the next save. */
  kept: boolean
}

/** The media of a comma-joined list of URLs (immaginiRappresentative, fileUrl), all kept. */
export const mediaItems = (list: string): MediaItem[] =>
  list
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
    .map((url) => ({ url, kept: true }))

/** What existingImages / existingVideos send: the kept URLs, in their order. */
export const keptUrls = (items: readonly MediaItem[]) =>
  items
    .filter((item) => item.kept)
    .map((item) => item.url)
    .join(',')

const fileName = (url: string) => decodeURIComponent(url.split('?')[0]!.split('/').pop() ?? url)

/**
 * The photos or videos a course already has. Each can be marked for removal (and kept
 * again until the form is saved); the others stay in their order.
 */
export function CurrentMedia({
  kind,
  title,
  items,
  onChange,
}: {
  kind: 'photo' | 'video'
  title: string
  items: readonly MediaItem[]
  onChange: (items: MediaItem[]) => void
}) {
  const { t } = useTranslation()
  if (items.length === 0) return null
  const toggle = (index: number) =>
    onChange(items.map((item, i) => (i === index ? { ...item, kept: !item.kept } : item)))
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-charcoal-800">{title}</p>
      <ul aria-label={title} className="grid gap-3 sm:grid-cols-2">
        {items.map((item, index) => {
          const name =
            kind === 'photo'
              ? t('adminCourses.media.photo', { index: index + 1 })
              : t('adminCourses.media.video', { index: index + 1 })
          return (
            <li
              key={item.url}
              className={`flex items-center gap-3 rounded-2xl border p-2 ${
                item.kept
                  ? 'border-flour-300 bg-white'
                  : 'border-dashed border-tomato-600 bg-tomato-50'
              }`}
            >
              {kind === 'photo' ? (
                <img
                  src={item.url}
                  alt={name}
                  className={`size-16 shrink-0 rounded-xl object-cover ${item.kept ? '' : 'opacity-40'}`}
                />
              ) : (
                <span className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-charcoal-800 text-xs font-bold text-flour-100">
                  {name}
                </span>
              )}
              <span className="flex min-w-0 flex-1 flex-col text-sm">
                <span className={`truncate ${item.kept ? '' : 'line-through'}`}>
                  {kind === 'photo' ? name : fileName(item.url)}
                </span>
                {item.kept ? null : (
                  <span className="font-semibold text-tomato-700">
                    {t('adminCourses.media.willBeRemoved')}
                  </span>
                )}
              </span>
              <button
                type="button"
                onClick={() => toggle(index)}
                aria-label={
                  item.kept
                    ? t('adminCourses.media.remove', { name })
                    : t('adminCourses.media.restore', { name })
                }
                className="min-h-11 shrink-0 rounded-full px-3 text-sm font-semibold text-tomato-700 hover:bg-tomato-100"
              >
                {item.kept
                  ? t('adminCourses.media.removeShort')
                  : t('adminCourses.media.restoreShort')}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
