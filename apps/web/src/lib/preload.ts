import { createContext, useContext } from 'react'

/** A picture the browser should fetch early: one file, or a set to pick from (srcset). */
export interface ImagePreload {
  href: string
  imageSrcSet?: string
  imageSizes?: string
  fetchPriority?: 'high' | 'low' | 'auto'
}

/**
 * Where the server renderer gathers the preloads a page asks for, as `<link>` tags for the
 * page's head (src/entry-server.tsx); absent in the browser.
 */
export const PreloadsContext = createContext<string[] | null>(null)

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

function linkTag({ href, imageSrcSet, imageSizes, fetchPriority }: ImagePreload): string {
  const attributes = [
    'rel="preload"',
    // A set names its files itself: the browser picks one as it would for the <img>.
    ...(imageSrcSet ? [] : [`href="${attribute(href)}"`]),
    'as="image"',
    ...(imageSrcSet ? [`imageSrcSet="${attribute(imageSrcSet)}"`] : []),
    ...(imageSrcSet && imageSizes ? [`imageSizes="${attribute(imageSizes)}"`] : []),
    ...(fetchPriority ? [`fetchPriority="${fetchPriority}"`] : []),
  ]
  return `<link ${attributes.join(' ')}/>`
}

/**
 * Asks the browser to fetch a picture early, before the element that shows it is laid out:
 * in the server's HTML, a `<link rel="preload">` in the head; in the browser (unless
 * `inBrowser` is false), the same link added to the head unless the page already has it.
 * Nothing for `null`.
 */
export function usePreload(image: ImagePreload | null, { inBrowser = true } = {}): void {
  const gathered = useContext(PreloadsContext)
  if (!image) return
  if (gathered) {
    const tag = linkTag(image)
    if (!gathered.includes(tag)) gathered.push(tag)
    return
  }
  if (!inBrowser || typeof document === 'undefined') return
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')
  if ([...links].some((link) => link.getAttribute('href') === image.href)) return
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = image.href
  if (image.fetchPriority) link.fetchPriority = image.fetchPriority
  document.head.append(link)
}
