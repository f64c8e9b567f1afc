import type { ReactNode } from 'react'

export type MessageTone = 'success' | 'error' | 'info'

const tones: Record<MessageTone, string> = {
  success: 'border-basil-600 bg-basil-50 text-basil-700',
  error: 'border-tomato-600 bg-tomato-50 text-tomato-700',
  info: 'border-charcoal-500 bg-flour-50 text-charcoal-800',
}

/**
 * The outcome of a form. Errors are alerts (read out at once); success and progress are
 * polite status messages.
 */
export function FormMessage({
  tone,
  children,
  className = '',
}: {
  tone: MessageTone
  children: ReactNode
  className?: string
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border-l-4 px-4 py-3 text-sm font-medium ${tones[tone]} ${className}`}
    >
      {children}
    </div>
  )
}
