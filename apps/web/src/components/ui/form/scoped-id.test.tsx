import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { InputField } from './fields.tsx'
import { IdScopeProvider } from './scoped-id.tsx'

describe('ids of parts rendered on their own', () => {
  it('never repeat between a page and its footer, so each label names its own field', () => {
    // Two parts rendered apart, as the content and the footer taken over later are: each
    // numbers its ids from the start.
    render(<InputField label="Nome e cognome" />)
    render(
      <IdScopeProvider scope="f">
        <InputField label="La tua e-mail" type="email" />
      </IdScopeProvider>,
    )
    const name = screen.getByRole('textbox', { name: 'Nome e cognome' })
    const email = screen.getByRole('textbox', { name: 'La tua e-mail' })
    expect(name.id).not.toBe(email.id)
    expect(email.id.startsWith('f')).toBe(true)
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
