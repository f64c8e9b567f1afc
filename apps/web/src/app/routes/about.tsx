import { AboutPage } from '#src/features/site/components/about-page.tsx'
import { ServicesPage } from '#src/features/site/components/services-page.tsx'

export function AboutRoute() {
  return <AboutPage />
}

export function ServicesRoute() {
  return <ServicesPage />
}
