import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ApiError, Message } from '@aula/contract/common'
import { ReviewSubmitPaths } from '@aula/contract/routes/review-submit'
import { ReviewSubmitMessages } from '@aula/contract/review-submit'
import { error, tooManyRequests } from '#src/testing/handlers.ts'
import { renderAppReady, type TestUser } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'
import { testUsers } from '#src/testing/users.ts'

const SUCCESS =
  "Grazie per la tua recensione! Sarà pubblicata sul sito dopo l'approvazione della scuola."
const REVIEW_ERROR = 'Non è stato possibile inviare la recensione. Controlla i dati e riprova.'
const NETWORK_ERROR = "Errore di rete durante l'invio della recensione. Riprova più tardi."

const field = {
  name: () => screen.getByLabelText('Nome'),
  rating: () => screen.getByLabelText('Valutazione'),
  review: () => screen.getByLabelText('Commento'),
}

async function fillIn(user: TestUser, stars = '4 stelle') {
  await user.type(field.name(), 'Marta')
  await user.selectOptions(field.rating(), stars)
  await user.type(field.review(), 'Corso bellissimo, forno a legna vero.')
}

const send = (user: TestUser) =>
  user.click(screen.getByRole('button', { name: 'Invia recensione' }))

describe('leaving a review', () => {
  it('starts at 5 stars and offers 5 to 1', async () => {
    await renderAppReady('/review')
    expect(document.title).toBe('Lascia una recensione | Aula')
    expect(field.rating()).toHaveValue('5')
    expect(
      within(field.rating())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5 stelle', '4 stelle', '3 stelle', '2 stelle', '1 stella'])
  })

  it('sends the review and says it appears once the school approves it', async () => {
    const requests = recordRequests()
    const { user } = await renderAppReady('/review')
    await fillIn(user)
    await send(user)

    const confirmation = await screen.findByText(SUCCESS)
    expect(confirmation.closest('[role="status"]')).toBeInTheDocument()
    expect(document.activeElement).toContainElement(confirmation)
    expect(requests.find((r) => r.path === ReviewSubmitPaths.review)).toMatchObject({
      method: 'POST',
      authorization: null,
      body: { name: 'Marta', rating: 4, review: 'Corso bellissimo, forno a legna vero.' },
    })
    expect(field.name()).toHaveValue('')
    expect(field.review()).toHaveValue('')
    expect(field.rating()).toHaveValue('5')
  })

  it("sends a signed-in person's token", async () => {
    const requests = recordRequests()
    const { user } = await renderAppReady('/review', { as: 'user' })
    await screen.findByRole('link', { name: 'Profilo' })
    await fillIn(user, '5 stelle')
    await send(user)
    await screen.findByText(SUCCESS)
    const sent = requests.find((r) => r.path === ReviewSubmitPaths.review)
    expect(sent?.authorization).toBe(`Bearer ${testUsers.user.token}`)
    expect(sent?.body).toMatchObject({ rating: 5 })
  })

  it('asks for the name and the comment without sending anything', async () => {
    const requests = recordRequests()
    const { user } = await renderAppReady('/review')
    await send(user)
    await waitFor(() =>
      expect(field.name()).toHaveAccessibleDescription(
        'Sarà pubblicato insieme alla recensione. Questo campo è obbligatorio.',
      ),
    )
    expect(field.review()).toHaveAccessibleDescription('Questo campo è obbligatorio.')
    expect(field.name()).toHaveFocus()
    expect(requests.some((r) => r.path === ReviewSubmitPaths.review)).toBe(false)
  })

  it('shows reviewError when the server refuses the review', async () => {
    server.use(
      http.post(`*${ReviewSubmitPaths.review}`, () =>
        HttpResponse.json<ApiError>(
          {
            message: `Invalid body: rating ${ReviewSubmitMessages.rating}`,
            errors: [{ path: 'rating', message: ReviewSubmitMessages.rating }],
          },
          { status: 400 },
        ),
      ),
    )
    const { user } = await renderAppReady('/review')
    await fillIn(user)
    await send(user)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(REVIEW_ERROR)
    expect(document.activeElement).toContainElement(alert)
    expect(field.rating()).toHaveAccessibleDescription('Scegli una valutazione da 1 a 5 stelle.')
    expect(field.name()).toHaveValue('Marta')
  })

  it('shows reviewError when the answer is not Success', async () => {
    server.use(
      http.post<never, never, Message>(`*${ReviewSubmitPaths.review}`, () =>
        HttpResponse.json({ message: 'Rejected' }),
      ),
    )
    const { user } = await renderAppReady('/review')
    await fillIn(user)
    await send(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_ERROR)
  })

  it('shows reviewSubmitError when the network fails', async () => {
    server.use(http.post(`*${ReviewSubmitPaths.review}`, () => HttpResponse.error()))
    const { user } = await renderAppReady('/review')
    await fillIn(user)
    await send(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR)
  })

  it('asks to wait after too many reviews, and reports a server failure', async () => {
    server.use(
      http.post(`*${ReviewSubmitPaths.review}`, () => tooManyRequests(), { once: true }),
      http.post(`*${ReviewSubmitPaths.review}`, () => error(500, 'Internal server error')),
    )
    const { user } = await renderAppReady('/review')
    await fillIn(user)
    await send(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Troppi tentativi')
    await send(user)
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(REVIEW_ERROR))
  })
})
