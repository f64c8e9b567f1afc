import type { SyntheticEvent } from 'react'
import type { ImageView } from '@aula/contract/topics'
import { usePreload } from '#src/lib/preload.ts'

/** A picture shipped with the site, shown when an item has none (or its file is missing). */
export interface PlaceholderImage {
  src: string
  width: number
  height: number
}

export const placeholderImages = {
  course: { src: '/images/course-placeholder.svg', width: 1280, height: 720 },
  onlineCourse: { src: '/images/online-course-placeholder.svg', width: 1280, height: 720 },
  article: { src: '/images/article-placeholder.svg', width: 1280, height: 720 },
} as const satisfies Record<string, PlaceholderImage>

interface ResponsiveImageProps {
  image: ImageView | null | undefined
  placeholder: PlaceholderImage
  /** '' when the picture only decorates what the text next to it already says. */
  alt: string
  /** How wide the picture is drawn, so the browser picks the smallest file that fits. */
  sizes: string
  className?: string
  /** The first picture of a page: fetched at once instead of when scrolled to. */
  priority?: boolean
}

/**
 * An uploaded picture with its srcset and intrinsic size, so the page never jumps while it
 * loads; the placeholder stands in when there is no picture or it cannot be loaded.
 */
export function ResponsiveImage({
  image,
  placeholder,
  alt,
  sizes,
  className = '',
  priority = false,
}: ResponsiveImageProps) {
  const picture = image?.url ? image : null
  const src = picture?.url ?? placeholder.src
  // The first picture is asked for from the server's head too, before the body is read.
  usePreload(
    priority
      ? {
          href: src,
          imageSrcSet: picture?.srcset || undefined,
          imageSizes: picture?.srcset ? sizes : undefined,
          fetchPriority: 'high',
        }
      : null,
    { inBrowser: false },
  )
  const showPlaceholder = (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget
    if (img.getAttribute('src') === placeholder.src) return
    img.removeAttribute('srcset')
    img.src = placeholder.src
  }
  return (
    <img
      src={src}
      srcSet={picture?.srcset || undefined}
      sizes={picture?.srcset ? sizes : undefined}
      width={picture?.width || placeholder.width}
      height={picture?.height || placeholder.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={showPlaceholder}
      className={className}
    />
  )
}
