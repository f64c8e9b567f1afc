import { AboutPage } from '#src/features/home/components/about-page.tsx'
import { ServicesPage } from '#src/features/home/components/services-page.tsx'

export function AboutRoute() {
  return <AboutPage />
}

export function ServicesRoute() {
  return <ServicesPage />
}
