import { Icon, type IconProps } from './icons.tsx'

/** Icons of the catalog pages sit beside text, one step smaller than the header's. */
function SmallIcon({ className = 'size-5', ...props }: IconProps) {
  return <Icon className={className} {...props} />
}

export const MapPinIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </SmallIcon>
)

export const CalendarIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </SmallIcon>
)

export const CalendarPlusIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
  </SmallIcon>
)

export const ClockIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </SmallIcon>
)

export const TagIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </SmallIcon>
)

export const PlayIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <path d="M7 4.5v15l13-7.5-13-7.5Z" fill="currentColor" />
  </SmallIcon>
)

export const PauseIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <path d="M8 5v14M16 5v14" strokeWidth="3" />
  </SmallIcon>
)

export const ArrowRightIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </SmallIcon>
)

export const ChevronLeftIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <path d="M15 6l-6 6 6 6" />
  </SmallIcon>
)

export const ChevronRightIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <path d="M9 6l6 6-6 6" />
  </SmallIcon>
)

export const ChevronDownIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <path d="M6 9l6 6 6-6" />
  </SmallIcon>
)

export const SearchIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </SmallIcon>
)

export const GlobeIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
  </SmallIcon>
)

export const LanguagesIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <path d="M4 5h9M8.5 3v2M6 5c.8 3.5 3 6 6 7.5M11 5c-.8 3.5-3 6-6.5 7.5" />
    <path d="M13 21l4-9 4 9M14.5 18h5" />
  </SmallIcon>
)

export const VideoIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="m16 10 5-3v10l-5-3" />
  </SmallIcon>
)

export const CheckIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <path d="M5 12.5 10 17l9-10" />
  </SmallIcon>
)

export const QuoteIcon = (props: IconProps) => (
  <SmallIcon {...props}>
    <path
      d="M9.5 7C6.5 8 5 10.3 5 13.5V17h5v-5H7.5c0-1.8.9-3 2.6-3.6L9.5 7Zm9 0c-3 1-4.5 3.3-4.5 6.5V17h5v-5h-2.5c0-1.8.9-3 2.6-3.6L18.5 7Z"
      fill="currentColor"
      stroke="none"
    />
  </SmallIcon>
)

/** A five-point star, filled or outlined. */
export function StarIcon({ filled, ...props }: IconProps & { filled: boolean }) {
  return (
    <SmallIcon {...props}>
      <path
        d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </SmallIcon>
  )
}
