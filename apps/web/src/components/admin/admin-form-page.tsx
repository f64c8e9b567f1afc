import type { ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { ArrowLeftIcon } from '#src/components/ui/icons.tsx'

/** The frame of every admin screen: the way back to the panel, the title, the form. */
export function AdminFormPage({
  title,
  children,
  width = 'medium',
}: {
  title: string
  children: ReactNode
  width?: 'narrow' | 'medium' | 'wide'
}) {
  const { t } = useTranslation()
  return (
    <ContentLayout title={title} eyebrow={t('admin.eyebrow')} width={width}>
      <Link
        to={paths.admin.panel.getHref()}
        className="mb-6 inline-flex min-h-11 items-center gap-2 font-semibold text-tomato-700 hover:underline"
      >
        <ArrowLeftIcon className="size-5" />
        {t('adminForms.backToPanel')}
      </Link>
      {children}
    </ContentLayout>
  )
}
