import { z } from './zod.ts'

/**
 * Building blocks for the admin panel's multipart forms: every
 * field arrives as a string, so numbers and choices are parsed here, once, for server and web.
 */

/** Messages the server puts in errors[] so the forms can show them next to the input. */
export const FormMessages = {
  required: 'Required',
  euros: 'Enter an amount in euros, such as 250 or 249.90',
  id: 'Choose an item from the list',
  date: 'Enter a date as YYYY-MM-DD',
  endBeforeStart: 'The end date cannot be before the start date',
  startRequired: 'Choose the start date',
  affiliateAbovePrice: 'The affiliate commission cannot exceed the price',
  depositAbovePrice: 'The deposit cannot exceed the price',
} as const

/**
 * Adds an issue on the deposit or the affiliate commission when it exceeds the price; the
 * forms name those two fields differently (`deposit`, `affiliate`).
 */
export function checkPrices<D extends string, A extends string>(
  value: { price: number } & Record<D | A, number | null>,
  ctx: z.core.$RefinementCtx,
  deposit: D,
  affiliate: A,
): void {
  const depositValue = value[deposit]
  const affiliateValue = value[affiliate]
  if (depositValue !== null && depositValue > value.price) {
    ctx.addIssue({ code: 'custom', path: [deposit], message: FormMessages.depositAbovePrice })
  }
  if (affiliateValue !== null && affiliateValue > value.price) {
    ctx.addIssue({ code: 'custom', path: [affiliate], message: FormMessages.affiliateAbovePrice })
  }
}

/** Titles of courses, video courses, articles and topics (unique per kind). */
export const TITLE_MAX = 150

export const requiredText = (max: number) =>
  z
    .string({ error: FormMessages.required })
    .check(z.trim(), z.minLength(1, FormMessages.required), z.maxLength(max))

/** An optional text field: a missing or blank input becomes ''. */
export const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((v) => v ?? ''),
  )

/** The largest amount a form accepts: one million euros. */
export const EUROS_MAX = 1_000_000

const EUROS_PATTERN = /^\d{1,7}([.,]\d{1,2})?$/

/** An amount typed by a person ("250", "249.90", "249,90") to euros. */
const eurosText = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.regex(EUROS_PATTERN, FormMessages.euros)),
    z.transform((v) => Number(v.replace(',', '.'))),
  ),
  z.number().check(z.gte(0), z.lte(EUROS_MAX, FormMessages.euros)),
)

/** A required amount in euros. */
export const FormEurosSchema = z.pipe(
  z.string({ error: FormMessages.required }).check(z.trim(), z.minLength(1, FormMessages.required)),
  eurosText,
)

/** An optional amount in euros: missing or blank is null. */
export const OptionalFormEurosSchema = z.pipe(
  z.pipe(
    z.pipe(
      z.optional(z.string().check(z.trim())),
      z.transform((v) => v || undefined),
    ),
    z.optional(eurosText),
  ),
  z.transform((v) => v ?? null),
)

/** A row chosen in a select (a trainer, a topic): its id, or null when none is chosen. */
export const OptionalFormIdSchema = z.pipe(
  z.pipe(
    z.pipe(
      z.optional(z.string().check(z.trim())),
      z.transform((v) => v || undefined),
    ),
    z.optional(
      z.pipe(
        z.pipe(z.string().check(z.regex(/^\d{1,10}$/, FormMessages.id)), z.transform(Number)),
        z.number().check(z.int(), z.gte(1, FormMessages.id), z.lte(2_147_483_647, FormMessages.id)),
      ),
    ),
  ),
  z.transform((v) => v ?? null),
)

/** An optional calendar day 'YYYY-MM-DD': missing or blank is null. */
export const OptionalFormDateSchema = z.pipe(
  z.pipe(
    z.pipe(
      z.optional(z.string().check(z.trim())),
      z.transform((v) => v || undefined),
    ),
    z.optional(z.iso.date(FormMessages.date)),
  ),
  z.transform((v) => v ?? null),
)

/** A comma-joined list of values ('' is an empty list), as existingImages and existingVideos travel. */
export const CommaListSchema = z.pipe(
  z.optional(z.string()),
  z.transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
)

/** What every admin write of a whole item answers: the item as stored, to refresh the screen. */
export const AdminFileLimits = {
  /** Images and documents up to 10 MB, videos up to 2 GB (docs/product.md#uploads). */
  imageBytes: 10 * 1024 * 1024,
  documentBytes: 10 * 1024 * 1024,
  videoBytes: 2 * 1024 * 1024 * 1024,
  /** Photos in a course's gallery, videos of a course, lessons of a video course. */
  photos: 20,
  videos: 10,
  lessons: 50,
} as const

/** The file types an admin form accepts, as `accept` attributes (the server sniffs content). */
export const AcceptedFiles = {
  image: 'image/jpeg,image/png,image/webp,image/gif,image/avif',
  video: 'video/mp4,video/quicktime,video/webm',
  docx: '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const

/** Messages of refused files (413/415), shared so tests and the web can match them. */
export const FileMessages = {
  imageType: 'Unsupported image type',
  imageTooLarge: 'Image too large',
  videoType: 'Unsupported video type',
  videoTooLarge: 'Video too large',
  docxType: 'Only DOCX files can be converted',
  docxUnpackedTooLarge:
    'This document unpacks to more than 20 MB, too much for an article: make its pictures smaller or split it',
  docxTooComplex:
    'This document is too large or complex to convert: split it into shorter documents',
  tooManyFiles: 'Too many files',
  notMultipart: 'Expected multipart/form-data',
  brokenBody: 'The upload arrived incomplete or malformed: send the form again',
  /** A picture or video given by its id (content imported) that is not in the store. */
  pictureNotStored: 'The picture is not stored',
  videoNotStored: 'The video is not stored',
  /** A video field names an upload (uploads.ts) that is not there, or not this admin's. */
  uploadMissing: 'The uploaded video is no longer there: choose the file again',
  /** A video field names an upload that has not received all its bytes yet. */
  uploadIncomplete: 'The video has not finished uploading: wait for it, or choose the file again',
} as const
