/** The picture an edit keeps unless a new file is chosen, with a note that says so. */
export function CurrentPicture({
  image,
  alt,
  note,
  sizes,
  className,
}: {
  image: { url: string; srcset: string; width: number; height: number }
  alt: string
  note: string
  sizes: string
  className: string
}) {
  return (
    <figure className="flex items-center gap-4">
      <img
        src={image.url}
        srcSet={image.srcset || undefined}
        sizes={sizes}
        width={image.width || undefined}
        height={image.height || undefined}
        alt={alt}
        className={className}
      />
      <figcaption className="text-sm text-charcoal-700">{note}</figcaption>
    </figure>
  )
}
