import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '#src/lib/i18n/react.tsx'
import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '#src/lib/i18n.ts'
import { UploadProgress } from './upload-progress.tsx'

function renderProgress(loaded: number, total: number, label?: string, retrying?: boolean) {
  const onCancel = vi.fn()
  render(
    <I18nProvider i18n={createI18n(window.localStorage)}>
      <UploadProgress
        progress={retrying ? { loaded, total, retrying } : { loaded, total }}
        onCancel={onCancel}
        label={label}
      />
    </I18nProvider>,
  )
  return onCancel
}

describe('the upload progress of an admin form', () => {
  it('shows how far the upload is and lets the admin cancel it while bytes are still sent', async () => {
    const onCancel = renderProgress(512 * 1024, 2 * 1024 * 1024)
    expect(screen.getByRole('progressbar', { name: 'Caricamento in corso…' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Annulla caricamento' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('stops offering to cancel once everything is sent and the server is saving', () => {
    renderProgress(2 * 1024 * 1024, 2 * 1024 * 1024)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    expect(screen.queryByRole('button', { name: 'Annulla caricamento' })).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent(
      'File ricevuto: il server lo sta elaborando, attendi la conferma.',
    )
  })

  it('says when the connection dropped and the upload is resuming, still cancellable', async () => {
    const onCancel = renderProgress(512, 2048, undefined, true)
    expect(screen.getByRole('status')).toHaveTextContent('Connessione persa: riprendo…')
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25')
    await userEvent.click(screen.getByRole('button', { name: 'Annulla caricamento' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('names what is being sent when the form says it', () => {
    renderProgress(0, 1024, 'Caricamento dei documenti in corso…')
    expect(
      screen.getByRole('progressbar', { name: 'Caricamento dei documenti in corso…' }),
    ).toBeInTheDocument()
  })
})
