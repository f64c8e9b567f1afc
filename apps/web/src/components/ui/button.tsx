import type { ButtonHTMLAttributes } from 'react'
import { Spinner } from './spinner.tsx'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'basil'
export type ButtonSize = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-tomato-600 text-white shadow-sm hover:bg-tomato-700 active:bg-tomato-800',
  basil: 'bg-basil-600 text-white shadow-sm hover:bg-basil-700',
  secondary:
    'border-2 border-charcoal-800 bg-transparent text-charcoal-800 hover:bg-charcoal-800 hover:text-flour-100',
  ghost: 'bg-transparent text-charcoal-800 hover:bg-flour-200',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-4 text-sm',
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-12 px-7 text-lg',
}

/** The look of a button, also for links that act as one. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return `${base} ${variants[variant]} ${sizes[size]}`
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner and disables the button while a request is on its way. */
  pending?: boolean
}

export function Button({
  variant = 'primary',
  size = 'md',
  pending = false,
  disabled,
  className = '',
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      className={`${buttonClasses(variant, size)} ${className}`}
      {...props}
    >
      {pending ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  )
}
