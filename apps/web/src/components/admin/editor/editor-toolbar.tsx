import { Fragment, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export interface ToolbarButton {
  id: string
  /** The button's name, read out and shown as its tooltip. */
  label: string
  /** A keyboard shortcut, added to the tooltip ("Ctrl+B"). */
  shortcut?: string
  icon: ReactNode
  /** A toggle (bold, a heading…) says whether it is on; an action leaves this out. */
  pressed?: boolean
  /** The button opens a small dialog (link, image). */
  opensDialog?: boolean
  disabled?: boolean
  onClick: () => void
}

/**
 * The editor's formatting buttons as one ARIA toolbar: a single Tab stop, then the arrow
 * keys, Home and End move between the buttons (WAI-ARIA Authoring Practices, "Toolbar").
 */
export function EditorToolbar({
  label,
  groups,
  controls,
}: {
  label: string
  groups: ToolbarButton[][]
  /** The id of the text the buttons act on. */
  controls?: string
}) {
  const buttons = groups.flat()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const [active, setActive] = useState(0)
  const enabled = buttons.flatMap((button, index) => (button.disabled ? [] : [index]))
  const current = enabled.includes(active) ? active : (enabled[0] ?? 0)

  const move = (index: number | undefined) => {
    if (index === undefined) return
    setActive(index)
    refs.current[index]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const position = enabled.indexOf(current)
    const keys: Record<string, number | undefined> = {
      ArrowRight: enabled[(position + 1) % enabled.length],
      ArrowDown: enabled[(position + 1) % enabled.length],
      ArrowLeft: enabled[(position - 1 + enabled.length) % enabled.length],
      ArrowUp: enabled[(position - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    }
    if (!(event.key in keys)) return
    event.preventDefault()
    move(keys[event.key])
  }

  // Where each group starts in the flat list of buttons.
  const starts = groups.map((_, g) =>
    groups.slice(0, g).reduce((sum, group) => sum + group.length, 0),
  )
  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-1 border-b-2 border-flour-300 bg-flour-100 p-1.5"
    >
      {groups.map((group, groupIndex) => (
        <Fragment key={group[0]?.id ?? groupIndex}>
          {groupIndex > 0 ? (
            <span aria-hidden="true" className="mx-0.5 h-6 w-px self-center bg-flour-300" />
          ) : null}
          {group.map((button, inGroup) => {
            const position = starts[groupIndex]! + inGroup
            const title = button.shortcut ? `${button.label} (${button.shortcut})` : button.label
            return (
              <button
                key={button.id}
                ref={(element) => {
                  refs.current[position] = element
                }}
                type="button"
                tabIndex={position === current ? 0 : -1}
                aria-label={button.label}
                title={title}
                aria-pressed={button.pressed}
                aria-haspopup={button.opensDialog ? 'dialog' : undefined}
                aria-keyshortcuts={button.shortcut?.replace('Ctrl', 'Control')}
                disabled={button.disabled}
                // A mouse click must not take the focus (and the selection) from the text.
                onMouseDown={(event) => event.preventDefault()}
                onFocus={() => setActive(position)}
                onClick={button.onClick}
                className={
                  'inline-flex size-10 items-center justify-center rounded-lg text-sm font-bold transition-colors ' +
                  'disabled:cursor-not-allowed disabled:opacity-40 ' +
                  (button.pressed
                    ? 'bg-charcoal-800 text-flour-100 hover:bg-charcoal-900'
                    : 'text-charcoal-800 hover:bg-flour-300')
                }
              >
                {button.icon}
              </button>
            )
          })}
        </Fragment>
      ))}
    </div>
  )
}
