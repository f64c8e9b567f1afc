import { z } from './zod.ts'
import { endpoint, RowIdParamSchema } from './endpoint.ts'
import { CaptionRoutes } from './routes/captions.ts'

export { CaptionPaths } from './routes/captions.ts'

/*
 * Captions of a lesson, one file per language (docs/product.md#player): the admin uploads a
 * WebVTT file (or a SubRip one, turned into WebVTT), the player offers them as tracks, and
 * only those who may watch the lesson (its buyers, the admins) may read them.
 */

/** The languages a lesson may have captions in: the site's own. */
export const CAPTION_LANGUAGES = ['it', 'en'] as const
export const CaptionLanguageSchema = z.enum(CAPTION_LANGUAGES)
export type CaptionLanguage = z.infer<typeof CaptionLanguageSchema>

export const CaptionLimits = {
  /** A lesson's captions: a few hundred KB even for hours of speech. */
  bytes: 512 * 1024,
  /** What the file input offers; the server reads the content, not the name. */
  accept: '.vtt,.srt,text/vtt,application/x-subrip',
} as const

/** Messages the server puts in errors[] (path `captions`) so the form can show them. */
export const CaptionMessages = {
  notCaptions: 'Choose a WebVTT (.vtt) or SubRip (.srt) captions file',
  tooLarge: 'The captions file is too large (512 KB at most)',
  notUtf8: 'Save the captions file as UTF-8 text',
  noCues: 'The captions file has no timed lines',
  missingFile: 'Choose the captions file',
} as const

export const CaptionParamsSchema = z.object({
  id: RowIdParamSchema,
  language: CaptionLanguageSchema,
})

/** After a change: the languages the lesson now has captions in. */
export const CaptionsAnswerSchema = z.object({
  message: z.literal('Success'),
  captions: z.array(CaptionLanguageSchema),
})
export type CaptionsAnswer = z.infer<typeof CaptionsAnswerSchema>

export const CaptionEndpoints = {
  /**
   * Sets a lesson's captions in one language (multipart, file field `captions`): replaces
   * what was there. 404 for a lesson that does not exist.
   */
  put: endpoint({
    ...CaptionRoutes.put,
    params: CaptionParamsSchema,
    response: CaptionsAnswerSchema,
    errors: [400, 404, 413, 415],
  }),
  /** Removes a lesson's captions in one language (404 when it had none). */
  remove: endpoint({
    ...CaptionRoutes.remove,
    params: CaptionParamsSchema,
    response: CaptionsAnswerSchema,
    errors: [404],
  }),
  /**
   * The captions file (text/vtt), for the player's <track>: the lesson's buyers and the
   * admins, with the session cookie the browser sends to its own site; 403 otherwise.
   */
  file: endpoint({ ...CaptionRoutes.file, params: CaptionParamsSchema, errors: [403, 404] }),
}
