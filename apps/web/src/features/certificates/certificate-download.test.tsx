import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { certificateFixture, certificateHandlers } from '#src/testing/certificate-handlers.ts'
import { lessonFixture, lessonHandlers } from '#src/testing/checkout-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

const TITLE = 'Impasti a lunga lievitazione'

describe('the certificate at the end of a video course', () => {
  it('is offered once every lesson is completed, not before', async () => {
    server.use(
      ...lessonHandlers(TITLE, [
        lessonFixture(0, { title: 'Biga', completed: true }),
        lessonFixture(1, { title: 'Poolish' }),
      ]),
      ...certificateHandlers([certificateFixture({ onlineCourseTitle: TITLE })]),
    )
    await renderAppReady('/video/Impasti-a-lunga-lievitazione', { as: 'user' })
    const video = await screen.findByLabelText('Lezione video 2: Poolish')
    expect(screen.queryByRole('link', { name: "Scarica l'attestato" })).not.toBeInTheDocument()

    // The last lesson ends.
    Object.defineProperty(video, 'duration', { configurable: true, value: 180 })
    Object.defineProperty(video, 'currentTime', { configurable: true, value: 180 })
    fireEvent(video, new Event('ended'))

    expect(
      await screen.findByText('Hai completato tutte le lezioni del corso: complimenti!'),
    ).toBeVisible()
    const download = await screen.findByRole('link', { name: "Scarica l'attestato" })
    expect(download).toHaveAttribute('href', '/api/user/certificates/ABCD-EFGH-JK/pdf')
  })
})
