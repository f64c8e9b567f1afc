import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { AdminClientPaths } from '@aula/contract/profile'
import { error } from '#src/testing/handlers.ts'
import { documentFixture, withdrawalFixture } from '#src/testing/profile-fixtures.ts'
import { server } from '#src/testing/server.ts'
import { openClients, row, serveClients, stubObjectUrls } from './clients-test-kit.ts'

/*
 * The admin's client lists grow with every member: the screen reads them one page at a
 * time and adds the next page under the rows on "show more" (docs/product.md#paged-lists).
 */

/** Requests 30 (newest) down to 6: 25 in all, the oldest waiting. */
const manyWithdrawals = () =>
  Array.from({ length: 25 }, (_, i) =>
    withdrawalFixture({
      idWithdraw: 30 - i,
      name: `Cliente ${30 - i}`,
      email: `cliente${30 - i}@example.com`,
      status: i === 24 ? 'In attesa' : 'Approvato',
      payee: null,
    }),
  )

const manyDocuments = () =>
  Array.from({ length: 22 }, (_, i) =>
    documentFixture({
      idDoc: 50 - i,
      name: `Persona ${50 - i}`,
      email: `persona${50 - i}@example.com`,
      status: 'approved',
      valid: true,
    }),
  )

/** The query of each list request, in the order they were sent. */
function recordListQueries() {
  const seen: string[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (
      [AdminClientPaths.withdrawals, AdminClientPaths.documents].some(
        (path) => path === url.pathname,
      )
    ) {
      seen.push(`${url.pathname}${url.search}`)
    }
  })
  return seen
}

const requestsTable = (name = /^Richieste di prelievo/) => screen.getByRole('table', { name })
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').length - 1

beforeEach(() => {
  serveClients({ withdrawals: manyWithdrawals(), documents: manyDocuments() })
  stubObjectUrls()
})

describe('the withdrawal requests, a page at a time', () => {
  it('shows the first 20, then the rest on "show more", and moves the focus to the count', async () => {
    const seen = recordListQueries()
    const { user } = await openClients()
    const table = await waitFor(() => requestsTable())
    expect(table).toHaveAccessibleName(
      'Richieste di prelievo: 25 in tutto, 20 mostrate. Dalla più recente.',
    )
    expect(rowsOf(table)).toBe(20)
    expect(screen.queryByRole('row', { name: /Cliente 10/ })).not.toBeInTheDocument()
    const section = table.closest('section')!
    expect(within(section).getByText('Mostrati 20 di 25.')).toBeVisible()

    await user.click(within(section).getByRole('button', { name: 'Mostra altri' }))
    await waitFor(() => expect(rowsOf(requestsTable())).toBe(25))
    expect(requestsTable()).toHaveAccessibleName(
      'Richieste di prelievo: 25 in tutto, 25 mostrate. Dalla più recente.',
    )
    const count = within(section).getByText('Mostrati 25 di 25.')
    expect(count).toHaveFocus()
    expect(within(section).queryByRole('button', { name: 'Mostra altri' })).not.toBeInTheDocument()
    expect(seen.filter((q) => q.startsWith(AdminClientPaths.withdrawals))).toEqual([
      `${AdminClientPaths.withdrawals}?page=1&limit=20`,
      `${AdminClientPaths.withdrawals}?page=2&limit=20`,
    ])
  })

  it('decides a request of a later page in place, keeping every page read', async () => {
    const { user } = await openClients()
    const section = (await waitFor(() => requestsTable())).closest('section')!
    await user.click(within(section).getByRole('button', { name: 'Mostra altri' }))
    const oldest = await waitFor(() => row(/^Richieste di prelievo/, /Cliente 6/))
    await user.click(within(oldest).getByRole('button', { name: 'Approva' }))
    expect(await within(oldest).findByRole('status')).toHaveTextContent(
      'Richiesta di prelievo approvata con successo.',
    )
    expect(within(oldest).getByText('Approvato')).toBeVisible()
    expect(rowsOf(requestsTable())).toBe(25)
  })

  it('works from the keyboard, in English, and says when the next page fails', async () => {
    let failures = 1
    server.use(
      http.get(`*${AdminClientPaths.withdrawals}`, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page')
        // A refusal that is not tried again by itself: the admin's button tries again.
        if (page === '2' && failures-- > 0) return error(429, 'Too many requests')
        return undefined
      }),
    )
    const { user } = await openClients('en')
    const table = await waitFor(() => requestsTable(/^Withdrawal requests/))
    const section = table.closest('section')!
    const more = within(section).getByRole('button', { name: 'Show more' })
    more.focus()
    await user.keyboard('{Enter}')
    expect(
      await within(section).findByText('Could not load more: check your connection and try again.'),
    ).toBeVisible()
    expect(rowsOf(table)).toBe(20)
    expect(within(section).getByText('Showing 20 of 25.')).toBeVisible()

    await user.click(within(section).getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(rowsOf(requestsTable(/^Withdrawal requests/))).toBe(25))
    expect(within(section).queryByText(/Could not load more/)).not.toBeInTheDocument()
    expect(within(section).getByText('Showing 25 of 25.')).toHaveFocus()
  })

  it('says so when the first page cannot be read, and reads it again on retry', async () => {
    let failures = 1
    server.use(
      http.get(`*${AdminClientPaths.withdrawals}`, () =>
        failures-- > 0 ? error(429, 'Too many requests') : undefined,
      ),
    )
    const { user } = await openClients()
    const retry = await screen.findByRole('button', { name: 'Riprova' })
    await user.click(retry)
    await waitFor(() => expect(rowsOf(requestsTable())).toBe(20))
  })

  it('has no "show more" when one page holds them all', async () => {
    serveClients({ withdrawals: manyWithdrawals().slice(0, 3), documents: [] })
    await openClients()
    const section = (await waitFor(() => requestsTable())).closest('section')!
    expect(within(section).getByText('Mostrati 3 di 3.')).toBeVisible()
    expect(within(section).queryByRole('button', { name: 'Mostra altri' })).not.toBeInTheDocument()
    expect(await screen.findByText('Nessun documento da approvare.')).toBeVisible()
  })
})

describe('the identity documents, a page at a time', () => {
  it('shows the first 20, then the rest on "show more"', async () => {
    const seen = recordListQueries()
    const { user } = await openClients()
    const table = await waitFor(() => screen.getByRole('table', { name: /^Documenti/ }))
    expect(table).toHaveAccessibleName(
      'Documenti: 22 in tutto, 20 mostrati. Prima quelli da verificare, poi dal più recente.',
    )
    expect(rowsOf(table)).toBe(20)
    const section = table.closest('section')!
    await user.click(within(section).getByRole('button', { name: 'Mostra altri' }))
    await waitFor(() => expect(rowsOf(table)).toBe(22))
    expect(within(section).getByText('Mostrati 22 di 22.')).toHaveFocus()
    expect(seen.filter((q) => q.startsWith(AdminClientPaths.documents))).toEqual([
      `${AdminClientPaths.documents}?page=1&limit=20`,
      `${AdminClientPaths.documents}?page=2&limit=20`,
    ])
  })

  it('shows a whole list whole, when that is what the server answers', async () => {
    server.use(
      http.get(`*${AdminClientPaths.documents}`, () =>
        HttpResponse.json({ documents: manyDocuments().slice(0, 2) }),
      ),
    )
    await openClients()
    const table = await waitFor(() => screen.getByRole('table', { name: /^Documenti/ }))
    expect(rowsOf(table)).toBe(2)
    const section = table.closest('section')!
    expect(within(section).getByText('Mostrati 2 di 2.')).toBeVisible()
    expect(within(section).queryByRole('button', { name: 'Mostra altri' })).not.toBeInTheDocument()
  })
})
