import { waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { ProfilePaths } from '@aula/contract/routes/profile'
import { error } from '#src/testing/handlers.ts'
import { ledgerFixture, withdrawalFixture } from '#src/testing/profile-fixtures.ts'
import { server } from '#src/testing/server.ts'
import { openProfile, section, useData, withProfileData } from './profile-test-kit.ts'

/* The earnings history and the withdrawals list, read page by page from the server. */

withProfileData()

const affiliate = () => section('Programma affiliati')

describe('the earnings history', () => {
  it('shows the server’s totals and pages through every entry, ten at a time', async () => {
    const asked: Record<string, string>[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname === ProfilePaths.earnings) asked.push(Object.fromEntries(url.searchParams))
    })
    const ledger = ledgerFixture(23)
    ledger[0] = {
      ...ledger[0]!,
      amount: 12,
      onHold: true,
      availableAt: '2026-03-20T10:00:00.000Z',
    }
    ledger[1] = { ...ledger[1]!, kind: 'reservation', amount: -40 }
    ledger[2] = { ...ledger[2]!, kind: 'release', amount: 40 }
    useData({ ledger })
    const { user } = await openProfile()
    const list = await within(affiliate()).findByRole('list', { name: 'Movimenti dei guadagni' })
    expect(within(affiliate()).getByText('42,50 €')).toBeVisible()
    expect(within(affiliate()).getByText('15,00 €')).toBeVisible()

    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(10)
    expect(within(items[0]!).getByText('Commissione su un acquisto')).toBeVisible()
    expect(within(items[0]!).getByText(/in attesa fino al 20\/03\/2026/)).toBeVisible()
    expect(within(items[0]!).getByText('+12,00 €')).toBeVisible()
    expect(within(items[1]!).getByText('Prelievo richiesto')).toBeVisible()
    expect(within(items[1]!).getByText('-40,00 €')).toBeVisible()
    expect(within(items[2]!).getByText('Prelievo rifiutato: importo restituito')).toBeVisible()
    expect(within(affiliate()).getByText('10 movimenti mostrati')).toBeVisible()

    await user.click(within(affiliate()).getByRole('button', { name: 'Mostra altri' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20))
    await user.click(within(affiliate()).getByRole('button', { name: 'Mostra altri' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23))
    expect(within(affiliate()).getByText('23 movimenti mostrati')).toBeVisible()
    expect(within(affiliate()).queryByRole('button', { name: 'Mostra altri' })).toBeNull()

    expect(asked).toEqual([
      { limit: '10' },
      { limit: '10', before: '14' },
      { limit: '10', before: '4' },
    ])
  })

  it('says when there is nothing yet', async () => {
    await openProfile()
    expect(
      await within(affiliate()).findByText(
        'Non ci sono ancora movimenti: le commissioni compariranno qui.',
      ),
    ).toBeVisible()
  })

  it('reads in English', async () => {
    useData({ ledger: ledgerFixture(12) })
    await openProfile('en')
    const program = section('Affiliate program')
    expect(await within(program).findByRole('heading', { name: 'Earnings history' })).toBeVisible()
    const list = await within(program).findByRole('list', { name: 'Earnings entries' })
    expect(within(list).getAllByText('Commission on a purchase')).toHaveLength(10)
    expect(within(program).getByText('10 entries shown')).toBeVisible()
    expect(within(program).getByRole('button', { name: 'Show more' })).toBeVisible()
  })

  it('offers to try again when the history cannot be read, and when a later page fails', async () => {
    useData({ ledger: ledgerFixture(15) })
    server.use(http.get(`*${ProfilePaths.earnings}`, () => error(500, 'Internal server error')))
    const { user } = await openProfile()
    expect(await within(affiliate()).findByRole('alert')).toBeVisible()

    server.resetHandlers()
    useData({ ledger: ledgerFixture(15) })
    await user.click(within(affiliate()).getByRole('button', { name: 'Riprova' }))
    const list = await within(affiliate()).findByRole('list', { name: 'Movimenti dei guadagni' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)

    server.use(http.get(`*${ProfilePaths.earnings}`, () => error(500, 'Internal server error')))
    await user.click(within(affiliate()).getByRole('button', { name: 'Mostra altri' }))
    expect(await within(affiliate()).findByRole('alert')).toHaveTextContent(
      'Non è stato possibile caricare altri elementi. Riprova.',
    )
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)

    server.resetHandlers()
    useData({ ledger: ledgerFixture(15) })
    await user.click(within(affiliate()).getByRole('button', { name: 'Mostra altri' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(15))
    expect(within(affiliate()).queryByRole('alert')).toBeNull()
  })
})

describe('the withdrawals list', () => {
  it('shows ten requests, then the rest on request', async () => {
    useData({
      withdrawals: Array.from({ length: 12 }, (_, i) =>
        withdrawalFixture({ idWithdraw: 12 - i, amount: 12 - i }),
      ),
    })
    const { user } = await openProfile()
    const withdrawals = section('Prelievi')
    const list = await within(withdrawals).findByRole('list', { name: 'Prelievi richiesti' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    expect(within(withdrawals).getByText('10 richieste mostrate su 12')).toBeVisible()
    await user.click(within(withdrawals).getByRole('button', { name: 'Mostra altri' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12))
    expect(within(list).getAllByRole('listitem')[11]).toHaveTextContent('1,00 €')
    expect(within(withdrawals).queryByRole('button', { name: 'Mostra altri' })).toBeNull()
  })
})
