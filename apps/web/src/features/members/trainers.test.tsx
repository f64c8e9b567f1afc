import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { catalogHandlers } from '#src/testing/catalog-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

const card = (name: string) =>
  within(screen.getByRole('heading', { level: 2, name }).closest('article')!)

beforeEach(() => {
  server.use(...catalogHandlers())
})

describe('the trainers page', () => {
  it('shows each trainer with photo, name, description, territory and website', async () => {
    await renderAppReady('/formatori')
    await screen.findByRole('heading', { level: 2, name: 'Antonio Esposito' })
    expect(screen.getByRole('heading', { level: 1, name: 'I nostri formatori' })).toBeVisible()

    const antonio = card('Antonio Esposito')
    const photo = antonio.getByRole('img', { name: 'Foto di Antonio Esposito' })
    expect(photo).toHaveAttribute('src', '/media/images/antonio-640.webp')
    expect(photo).toHaveAttribute('srcset', expect.stringContaining('antonio-320.webp 320w'))
    expect(photo).toHaveAttribute('width', '640')
    expect(antonio.getByText('Pizzaiolo napoletano di terza generazione.')).toBeVisible()
    expect(antonio.getByText('Territorio:', { exact: false }).parentElement).toHaveTextContent(
      'Territorio: Campania',
    )
    expect(antonio.getByText('Italiano, Inglese')).toBeVisible()
    const website = antonio.getByRole('link', { name: /Sito web/ })
    expect(website).toHaveAttribute('href', 'https://antonio.example.com/')
    expect(website).toHaveAttribute('target', '_blank')
    expect(website).toHaveAttribute('rel', 'noopener noreferrer')
    expect(website).toHaveAccessibleDescription('Antonio Esposito')

    const chiara = card('Chiara Romano')
    expect(chiara.queryByRole('img')).not.toBeInTheDocument()
    expect(chiara.getByText('CR')).toBeInTheDocument()
    expect(chiara.queryByRole('link')).not.toBeInTheDocument()
  })

  it('says when no trainer is listed yet', async () => {
    server.use(...catalogHandlers({ members: [] }))
    await renderAppReady('/formatori')
    expect(await screen.findByText('Presto presenteremo qui i nostri formatori.')).toBeVisible()
  })
})
