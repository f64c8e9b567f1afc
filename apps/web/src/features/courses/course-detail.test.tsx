import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { catalog } from '#src/testing/catalog-data.ts'
import { courseFixture } from '#src/testing/catalog-fixtures.ts'
import { catalogHandlers } from '#src/testing/catalog-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'
import { checkoutHandlers, checkoutShop } from '#src/testing/checkout-handlers.ts'

const NAPOLETANA = '/course/Pizza-napoletana-STG'

async function openCourse(path = NAPOLETANA, options?: Parameters<typeof renderAppReady>[1]) {
  const rendered = await renderAppReady(path, options)
  await screen.findByRole('complementary', { name: 'Riepilogo del corso' })
  return rendered
}

const summary = () => screen.getByRole('complementary', { name: 'Riepilogo del corso' })
const main = () => within(screen.getByRole('main'))
/** The value a description list gives a label. */
const fact = (label: string) => within(summary()).getByText(label).nextElementSibling

beforeEach(() => {
  server.use(...catalogHandlers())
})

describe('the course page', () => {
  it('shows the course with its price, place, date, duration and organizer', async () => {
    await openCourse()
    expect(main().getByRole('heading', { level: 1, name: 'Pizza napoletana STG' })).toBeVisible()
    expect(document.title).toBe('Pizza napoletana STG | Aula')
    expect(fact('Prezzo')).toHaveTextContent('490,00 €')
    expect(fact('Luogo')).toHaveTextContent('Napoli')
    expect(fact('Data')).toHaveTextContent('dal 16/12/2026 al 18/12/2026')
    expect(fact('Durata')).toHaveTextContent('3 giorni (24 ore)')
    expect(fact('Organizzatore')).toHaveTextContent('Antonio Esposito')
    expect(main().getByRole('link', { name: 'Tutti i corsi' })).toHaveAttribute('href', '/corsi')
  })

  it('shows the deposit (Acconto) and the balance due on site', async () => {
    await openCourse()
    expect(fact('Acconto')).toHaveTextContent('150,00 €')
    expect(fact('Saldo in sede')).toHaveTextContent('340,00 €')
  })

  it('shows no deposit for a course paid in full, and a date still to be set', async () => {
    server.use(
      ...catalogHandlers({
        courses: [courseFixture({ id: 9, title: 'Corso serale', price: 120 })],
      }),
    )
    await openCourse('/course/Corso-serale')
    expect(within(summary()).queryByText('Acconto')).not.toBeInTheDocument()
    expect(fact('Data')).toHaveTextContent('da definirsi')
    expect(main().queryByRole('link', { name: 'Aggiungi al calendario' })).not.toBeInTheDocument()
  })

  it('switches the large picture with the thumbnails, by click and by arrow keys', async () => {
    const { user } = await openCourse()
    const [cover, banco, forno] = [
      catalog.courses[0]!.images.cover!,
      ...catalog.courses[0]!.images.gallery,
    ]
    const picture = () => main().getByRole('img', { name: /^Pizza napoletana STG, foto/ })
    expect(picture()).toHaveAccessibleName('Pizza napoletana STG, foto 1 di 3')
    expect(picture()).toHaveAttribute('src', cover.url)
    expect(picture()).toHaveAttribute('srcset', cover.srcset)

    const thumbnails = within(main().getByRole('list', { name: 'Miniature delle foto' }))
    const second = thumbnails.getByRole('button', { name: 'Mostra la foto 2 di 3' })
    await user.click(second)
    expect(picture()).toHaveAccessibleName('Pizza napoletana STG, foto 2 di 3')
    expect(picture()).toHaveAttribute('src', banco!.url)
    expect(second).toHaveAttribute('aria-pressed', 'true')
    expect(thumbnails.getByRole('button', { name: 'Mostra la foto 1 di 3' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )

    await user.keyboard('{ArrowRight}')
    expect(picture()).toHaveAttribute('src', forno!.url)
    expect(thumbnails.getByRole('button', { name: 'Mostra la foto 3 di 3' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(picture()).toHaveAttribute('src', cover.url)
  })

  it('cleans the description before showing it', async () => {
    const description =
      '<h2>Il programma</h2><p>Impasto <strong>diretto</strong>.</p>' +
      '<script>window.__hacked = true</script>' +
      '<img src="x.png" alt="forno" onerror="window.__hacked = true">' +
      '<a href="javascript:alert(1)">trappola</a>'
    server.use(
      ...catalogHandlers({
        courses: [courseFixture({ id: 9, title: 'Corso serale', description })],
      }),
    )
    await openCourse('/course/Corso-serale')
    const text = main().getByRole('heading', { level: 2, name: 'Il programma' }).parentElement!
    expect(within(text).getByText('diretto')).toBeInTheDocument()
    expect(text.querySelector('script')).toBeNull()
    expect(within(text).getByRole('img', { name: 'forno' })).not.toHaveAttribute('onerror')
    expect(within(text).getByText('trappola')).not.toHaveAttribute('href')
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined()
  })

  it('sends a logged-in user to the checkout, asking with the session token', async () => {
    const requests = recordRequests()
    const { user } = await openCourse(NAPOLETANA, { as: 'user' })
    const buy = await main().findByRole('link', { name: 'Acquista il corso' })
    expect(buy).toHaveAttribute('href', '/checkout/course/Pizza-napoletana-STG')
    expect(requests.find((r) => r.path.startsWith('/api/course/'))?.authorization).toBe(
      `Bearer ${testUsers.user.token}`,
    )
    server.use(...checkoutHandlers(checkoutShop({ 'Pizza napoletana STG': [490, 150] })))
    await user.click(buy)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paga con carta di credito/debito' }),
    ).toBeVisible()
    // The deposit is what the checkout charges.
    expect(await main().findByRole('button', { name: /^Paga 150,00\s€$/ })).toBeVisible()
  })

  it('asks a visitor to log in or register instead of buying', async () => {
    await openCourse()
    expect(main().queryByRole('link', { name: 'Acquista il corso' })).not.toBeInTheDocument()
    expect(
      within(summary()).getByText(
        'Per acquistare il corso accedi al tuo account oppure registrati: bastano pochi minuti.',
      ),
    ).toBeVisible()
    // Both come back to this course afterwards.
    const next = `?next=${encodeURIComponent(NAPOLETANA)}`
    expect(within(summary()).getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      `/login${next}`,
    )
    expect(within(summary()).getByRole('link', { name: 'Registrati' })).toHaveAttribute(
      'href',
      `/register${next}`,
    )
  })

  it('tells a buyer the course is already theirs', async () => {
    server.use(...catalogHandlers({ purchased: ['Pizza napoletana STG'] }))
    await openCourse(NAPOLETANA, { as: 'user' })
    expect(await within(summary()).findByText('Hai già acquistato questo corso.')).toBeVisible()
    expect(main().queryByRole('link', { name: 'Acquista il corso' })).not.toBeInTheDocument()
  })

  it('links to the information request with the course chosen, and to its calendar file', async () => {
    await openCourse()
    expect(main().getByRole('link', { name: 'Richiedi informazioni' })).toHaveAttribute(
      'href',
      '/modulo?corso=Pizza+napoletana+STG',
    )
    const ics = main().getByRole('link', { name: 'Aggiungi al calendario' })
    expect(ics).toHaveAttribute('href', '/api/course/Pizza%20napoletana%20STG/calendar.ics')
    expect(ics).toHaveAttribute('download')
  })

  it('says so when the course does not exist', async () => {
    await renderAppReady('/course/Corso-che-non-esiste')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Corso non trovato' }),
    ).toBeVisible()
    expect(document.title).toBe('Corso non trovato | Aula')
    expect(main().getByRole('link', { name: 'Scopri i corsi in programma' })).toHaveAttribute(
      'href',
      '/corsi',
    )
  })

  it('finds the course whatever the case of the address', async () => {
    await openCourse('/course/pizza-NAPOLETANA-stg')
    expect(main().getByRole('heading', { level: 1, name: 'Pizza napoletana STG' })).toBeVisible()
  })
})

describe('the demo course page', () => {
  it('shows the fixed course with its deposit and an information request', async () => {
    await renderAppReady('/corso-base-di-pizzaiolo')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Corso base di pizzaiolo' }),
    ).toBeVisible()
    expect(fact('Acconto')).toHaveTextContent('100,00 €')
    expect(fact('Saldo in sede')).toHaveTextContent('350,00 €')
    expect(main().getByRole('link', { name: 'Richiedi informazioni' })).toHaveAttribute(
      'href',
      '/modulo?corso=Corso+base+di+pizzaiolo',
    )
    expect(document.title).toBe('Corso base di pizzaiolo | Aula')
  })
})
