import type { ReactNode } from 'react'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { Card } from '#src/components/ui/card.tsx'

export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ContentLayout title={title} width="narrow">
      <Card>{children}</Card>
    </ContentLayout>
  )
}
