import type { ReactNode } from 'react'

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`rounded-3xl border border-flour-300 bg-flour-50 p-6 shadow-sm sm:p-8 ${className}`}
    >
      {children}
    </div>
  )
}
