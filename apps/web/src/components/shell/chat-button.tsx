import { useTranslation } from '#src/lib/i18n/react.tsx'
import { ChatIcon } from '#src/components/ui/icons.tsx'
import { useSiteInfo } from '#src/lib/site.ts'

/** The floating chat link, to the school's WhatsApp number. */
export function ChatButton() {
  const { t } = useTranslation()
  const { data: site } = useSiteInfo()
  const digits = site?.whatsappNumber.replace(/\D/g, '')
  if (!digits) return null
  return (
    <a
      href={`https://wa.me/${digits}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat.label')}
      title={t('chat.label')}
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-basil-600 text-white shadow-lg ring-4 ring-flour-100 transition-transform hover:scale-105 hover:bg-basil-700 sm:right-6 sm:bottom-6"
    >
      <ChatIcon className="size-7" />
    </a>
  )
}
