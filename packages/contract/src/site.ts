import { z } from 'zod'

/** The provider's public details, from the server's config. */
export const SitePaths = { site: '/api/site' } as const

export const SiteInfoSchema = z.object({
  name: z.string(),
  whatsappNumber: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  contactAddress: z.string(),
})
export type SiteInfo = z.infer<typeof SiteInfoSchema>
