import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '#src/lib/i18n/react.tsx'
import { describe, expect, it } from 'vitest'
import { createI18n } from '#src/lib/i18n.ts'
import { FileField } from './file-field.tsx'

/* The file picker of every form: what it refuses before anything is sent. */

function Picker({ refuse }: { refuse?: (file: File) => string | null }) {
  const [files, setFiles] = useState<File[]>([])
  return (
    <FileField
      name="document"
      label="Documento"
      accept="image/*,application/pdf"
      maxBytes={1024}
      files={files}
      onChange={setFiles}
      refuse={refuse}
    />
  )
}

function renderPicker(refuse?: (file: File) => string | null) {
  render(
    <I18nProvider i18n={createI18n()}>
      <Picker refuse={refuse} />
    </I18nProvider>,
  )
  return userEvent.setup({ applyAccept: false })
}

const onlyPdf = (file: File) =>
  file.type === 'application/pdf' ? null : `«${file.name}» non è un PDF.`

describe('a file field', () => {
  it('refuses a file over the limit and keeps nothing', async () => {
    const user = renderPicker()
    const big = new File(['x'.repeat(2048)], 'grande.pdf', { type: 'application/pdf' })
    await user.upload(screen.getByLabelText('Documento'), big)
    expect(screen.getByLabelText('Documento')).toHaveAccessibleDescription(/«grande\.pdf»/)
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('refuses what the form’s own check refuses, in its words, then takes a good file', async () => {
    const user = renderPicker(onlyPdf)
    const input = screen.getByLabelText('Documento')
    await user.upload(input, new File(['hi'], 'nota.txt', { type: 'text/plain' }))
    expect(input).toHaveAccessibleDescription('«nota.txt» non è un PDF.')
    expect(input).toHaveAttribute('aria-invalid', 'true')

    await user.upload(input, new File(['%PDF'], 'retro.pdf', { type: 'application/pdf' }))
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(screen.getByRole('list')).toHaveTextContent('retro.pdf')
  })
})
