import { useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { ImageView } from '@aula/contract/topics'
import { ResponsiveImage, type PlaceholderImage } from './responsive-image.tsx'

/**
 * A large picture and a row of thumbnails that switch it. Thumbnails are buttons (Tab,
 * Enter, Space), and the arrow keys move along the row as in a toolbar.
 */
export function ImageGallery({
  images,
  title,
  placeholder,
}: {
  images: readonly ImageView[]
  title: string
  placeholder: PlaceholderImage
}) {
  const { t } = useTranslation()
  const [current, setCurrent] = useState(0)
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([])
  const count = images.length
  const index = Math.min(current, Math.max(count - 1, 0))

  const moveWithArrows = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key]
    const target =
      event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : step ? from + step : null
    if (target === null) return
    event.preventDefault()
    const next = (target + count) % count
    setCurrent(next)
    thumbnails.current[next]?.focus()
  }

  return (
    <figure className="flex flex-col gap-3">
      <div className="aspect-[3/2] overflow-hidden rounded-3xl bg-flour-200 shadow-sm">
        <ResponsiveImage
          image={images[index]}
          placeholder={placeholder}
          alt={count > 1 ? t('gallery.photoAlt', { title, index: index + 1, count }) : title}
          sizes="(min-width: 1024px) 44rem, 100vw"
          priority
          className="size-full object-cover"
        />
      </div>
      {count > 1 ? (
        <ul aria-label={t('gallery.thumbnails')} className="flex gap-3 overflow-x-auto p-1">
          {images.map((image, position) => (
            <li key={`${image.url}-${position}`} className="shrink-0">
              <button
                ref={(element) => {
                  thumbnails.current[position] = element
                }}
                type="button"
                aria-pressed={position === index}
                aria-label={t('gallery.show', { index: position + 1, count })}
                onClick={() => setCurrent(position)}
                onKeyDown={(event) => moveWithArrows(event, position)}
                className="block overflow-hidden rounded-xl border-2 border-transparent opacity-75 transition hover:opacity-100 aria-pressed:border-tomato-600 aria-pressed:opacity-100"
              >
                <ResponsiveImage
                  image={image}
                  placeholder={placeholder}
                  alt=""
                  sizes="6rem"
                  className="h-16 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  )
}
