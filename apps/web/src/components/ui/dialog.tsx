import {
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  type DialogHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react'
import { createPortal } from 'react-dom'

const sizes = {
  md: 'max-w-lg',
  xl: 'max-w-4xl',
} as const

interface DialogProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onClose' | 'onCancel' | 'className' | 'aria-labelledby' | 'children'
> {
  /** Shown as a modal (showModal) while true, closed (close) when false. */
  open: boolean
  /**
   * The person asks to close it: Escape, a click on the backdrop. The dialog stays open until
   * `open` turns false, so the caller may refuse (while an upload runs, say).
   */
  onClose: () => void
  /** The id of the heading inside that names the dialog. */
  labelledBy: string
  size?: keyof typeof sizes
  /** The look of the box inside the dialog (padding, background, layout of its content). */
  className?: string
  children: ReactNode
}

/**
 * A modal dialog on the browser's own <dialog>: it takes the focus (its first control),
 * keeps it inside while open, makes the page behind inert, and gives it back to what had it
 * when it closes. The page behind does not scroll meanwhile. Its content exists only while
 * it is open, so every opening starts afresh. It is placed at the end of the body, outside
 * whatever renders it: no form, table or scrolling box around it (an article's <form> would
 * otherwise take its fields, and a click beside it would focus a box behind it).
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  size = 'md',
  className = '',
  children,
  ...props
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const requestClose = useRef(onClose)
  const wanted = useRef(open)
  // Where a press on the backdrop started: a text selection dragged out of the box is no click
  // on the backdrop.
  const pressedOnBackdrop = useRef(false)
  const [, resync] = useReducer((count: number) => count + 1, 0)

  useEffect(() => {
    requestClose.current = onClose
  }, [onClose])

  // Kept in step with `open` on every render.
  useLayoutEffect(() => {
    wanted.current = open
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    else if (!open && dialog.open) dialog.close()
  })

  // Removed while open (its owner went away): closed first, so the focus goes back.
  useLayoutEffect(() => {
    const dialog = ref.current
    return () => {
      if (dialog?.open) dialog.close()
    }
  }, [])

  useEffect(() => {
    if (!open) return
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = overflow
    }
  }, [open])

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The caller closes it by turning `open` false, or keeps it open.
    event.preventDefault()
    requestClose.current()
  }

  // The browser closed it on its own (a second Escape, which it does not let the page refuse):
  // the caller is asked, and if it keeps `open` true the next render shows the dialog again.
  // The event comes a moment after the closing: by then the dialog may be open again.
  const onClosed = () => {
    if (!wanted.current || ref.current?.open) return
    requestClose.current()
    resync()
  }

  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget
  }

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The box inside covers the whole <dialog>: a click on the element itself is on its backdrop.
    if (event.target === event.currentTarget && pressedOnBackdrop.current) requestClose.current()
    pressedOnBackdrop.current = false
  }

  return createPortal(
    // Escape (the cancel event) is the keyboard's way to close; the backdrop is for pointers.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      {...props}
      ref={ref}
      aria-labelledby={labelledBy}
      onCancel={onCancel}
      onClose={onClosed}
      onMouseDown={onMouseDown}
      onClick={onClick}
      className={
        'm-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] overflow-hidden bg-transparent p-0 ' +
        `text-charcoal-900 backdrop:bg-charcoal-900/70 ${sizes[size]}`
      }
    >
      {open ? (
        <div className={`max-h-[inherit] overflow-auto overscroll-contain ${className}`}>
          {children}
        </div>
      ) : null}
    </dialog>,
    document.body,
  )
}
