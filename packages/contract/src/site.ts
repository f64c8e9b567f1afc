import { z } from './zod.ts'
import { endpoint } from './endpoint.ts'
import { SiteRoutes } from './routes/site.ts'

export { SitePaths } from './routes/site.ts'

/** The provider's public details, from the server's config. */
export const SiteInfoSchema = z.object({
  name: z.string(),
  whatsappNumber: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  contactAddress: z.string(),
})
export type SiteInfo = z.infer<typeof SiteInfoSchema>

/** The name, chat number and contact details the web shows. */
export const SiteEndpoints = {
  info: endpoint({
    ...SiteRoutes.info,
    response: SiteInfoSchema,
  }),
}
