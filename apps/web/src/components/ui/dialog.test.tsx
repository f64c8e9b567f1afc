import { useId, useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Dialog } from './dialog.tsx'

/** A page with a button that opens a dialog; `busy` makes the dialog refuse to close. */
function Page({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(false)
  const titleId = useId()
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apri la scheda
      </button>
      <Dialog
        open={open}
        onClose={() => {
          if (!busy) setOpen(false)
        }}
        labelledBy={titleId}
      >
        <h2 id={titleId}>La scheda</h2>
        <label>
          Nome <input type="text" />
        </label>
        <button type="button" onClick={() => setOpen(false)}>
          Fatto
        </button>
      </Dialog>
    </>
  )
}

async function openPage(busy?: boolean) {
  const user = userEvent.setup()
  render(<Page busy={busy} />)
  const opener = screen.getByRole('button', { name: 'Apri la scheda' })
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  await user.click(opener)
  const dialog = screen.getByRole('dialog', { name: 'La scheda' })
  return { user, opener, dialog }
}

describe('the dialog', () => {
  it('opens as the browser’s modal dialog, named by its heading, on its first control', async () => {
    const { dialog } = await openPage()
    expect(dialog).toBeInstanceOf(HTMLDialogElement)
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(dialog).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus()
    // The page behind does not scroll while it is open.
    expect(document.documentElement.style.overflow).toBe('hidden')
  })

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const { user, opener } = await openPage()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('closes on a click beside it, not on a click inside it', async () => {
    const { user, opener, dialog } = await openPage()
    await user.click(screen.getByRole('heading', { name: 'La scheda' }))
    expect(dialog).toBeVisible()
    // Outside its box, a click lands on the <dialog> element itself: its backdrop.
    await user.click(dialog)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('closes from its own button, and opens afresh', async () => {
    const { user, opener } = await openPage()
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Anna')
    await user.click(screen.getByRole('button', { name: 'Fatto' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
    await user.click(opener)
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('')
  })

  it('stays open when its owner refuses to close it', async () => {
    const { user, dialog } = await openPage(true)
    await user.keyboard('{Escape}')
    await user.click(dialog)
    expect(screen.getByRole('dialog', { name: 'La scheda' })).toBeVisible()
  })
})
