import { http, HttpResponse } from 'msw'
import type { ApiError } from '@aula/contract/common'
import type {
  AdminEdition,
  AdminEditionList,
  Edition,
  EditionForm,
  Participants,
} from '@aula/contract/editions'
import { EditionMessages } from '@aula/contract/editions'
import { EditionRoutes } from '@aula/contract/routes/editions'

/*
 * The editions' calls as the fake server answers them (docs/product.md#editions): a
 * member's waiting list, and the admin's editions, participants and presence. The state
 * lives in `editionShop`, which a test fills and reads.
 */

const at = (path: string) => `*${path}`

export function editionFixture(fields: Partial<AdminEdition> = {}): AdminEdition {
  return {
    id: 1,
    courseId: 1,
    courseTitle: 'Pizza napoletana STG',
    startDate: '2026-12-16',
    endDate: '2026-12-18',
    hours: 24,
    capacity: 10,
    seatsLeft: 10,
    soldOut: false,
    waiting: false,
    seatsTaken: 0,
    waitingCount: 0,
    ...fields,
  }
}

/** A public edition, with seats computed from capacity and taken. */
export function publicEdition(edition: AdminEdition): Edition {
  const { seatsTaken: _taken, waitingCount: _count, ...rest } = edition
  return rest
}

export interface EditionShop {
  editions: AdminEdition[]
  participants: Record<number, Participants['participants']>
  waiting: Record<number, Participants['waiting']>
  nextId: number
  forms: EditionForm[]
}

export function editionShop(editions: AdminEdition[] = []): EditionShop {
  return { editions, participants: {}, waiting: {}, nextId: 100, forms: [] }
}

const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value)

export function editionHandlers(shop: EditionShop) {
  const find = (id: unknown) => shop.editions.find((e) => e.id === Number(id))
  const withSeats = (edition: AdminEdition): AdminEdition => {
    const seatsLeft =
      edition.capacity === null ? null : Math.max(0, edition.capacity - edition.seatsTaken)
    return { ...edition, seatsLeft, soldOut: seatsLeft === 0 }
  }
  return [
    http.post(at(EditionRoutes.join.path), ({ params }) => {
      const edition = find(params.id)
      if (!edition) return HttpResponse.json<ApiError>({ message: 'Not found' }, { status: 404 })
      edition.waiting = true
      return HttpResponse.json({ message: 'Success' as const, waiting: true })
    }),
    http.delete(at(EditionRoutes.leave.path), ({ params }) => {
      const edition = find(params.id)
      if (edition) edition.waiting = false
      return HttpResponse.json({ message: 'Success' as const, waiting: false })
    }),
    http.get<{ id: string }, never, AdminEditionList>(
      at(EditionRoutes.adminList.path),
      ({ params }) =>
        HttpResponse.json({
          editions: shop.editions.filter((e) => e.courseId === Number(params.id)),
        }),
    ),
    http.post<{ id: string }, EditionForm>(
      at(EditionRoutes.create.path),
      async ({ params, request }) => {
        const form = await request.json()
        shop.forms.push(form)
        const edition = withSeats(
          editionFixture({
            id: shop.nextId++,
            courseId: Number(params.id),
            startDate: form.startDate,
            endDate: form.endDate,
            hours: toNumber(form.hours),
            capacity: toNumber(form.capacity),
          }),
        )
        shop.editions.push(edition)
        return HttpResponse.json({ message: 'Success' as const, edition })
      },
    ),
    http.put<{ id: string }, EditionForm>(
      at(EditionRoutes.update.path),
      async ({ params, request }) => {
        const form = await request.json()
        shop.forms.push(form)
        const current = find(params.id)
        if (!current) return HttpResponse.json<ApiError>({ message: 'Not found' }, { status: 404 })
        const edition = withSeats({
          ...current,
          startDate: form.startDate,
          endDate: form.endDate,
          hours: toNumber(form.hours),
          capacity: toNumber(form.capacity),
        })
        shop.editions = shop.editions.map((e) => (e.id === edition.id ? edition : e))
        return HttpResponse.json({ message: 'Success' as const, edition })
      },
    ),
    http.delete(at(EditionRoutes.remove.path), ({ params }) => {
      const edition = find(params.id)
      if (!edition) return HttpResponse.json<ApiError>({ message: 'Not found' }, { status: 404 })
      if ((shop.participants[edition.id] ?? []).some((p) => p.paidAt !== null)) {
        return HttpResponse.json<ApiError>(
          { message: EditionMessages.hasParticipants },
          { status: 409 },
        )
      }
      shop.editions = shop.editions.filter((e) => e.id !== edition.id)
      return HttpResponse.json({ message: 'Success' as const })
    }),
    http.get<{ id: string }, never, Participants | ApiError>(
      at(EditionRoutes.participants.path),
      ({ params }) => {
        const edition = find(params.id)
        if (!edition) return HttpResponse.json({ message: 'Not found' }, { status: 404 })
        return HttpResponse.json({
          edition,
          participants: shop.participants[edition.id] ?? [],
          waiting: shop.waiting[edition.id] ?? [],
        })
      },
    ),
    http.delete(at(EditionRoutes.removeParticipant.path), ({ params }) => {
      const id = Number(params.id)
      const list = shop.participants[id] ?? []
      if (!list.some((p) => p.id === Number(params.seat))) {
        return HttpResponse.json<ApiError>({ message: 'Not found' }, { status: 404 })
      }
      shop.participants[id] = list.filter((p) => p.id !== Number(params.seat))
      return HttpResponse.json({ message: 'Success' as const })
    }),
    http.put<{ id: string; seat: string }, { present: boolean }>(
      at(EditionRoutes.presence.path),
      async ({ params, request }) => {
        const { present } = await request.json()
        const list = shop.participants[Number(params.id)] ?? []
        const seat = list.find((p) => p.id === Number(params.seat))
        if (!seat) return HttpResponse.json<ApiError>({ message: 'Not found' }, { status: 404 })
        seat.present = present
        return HttpResponse.json({ message: 'Success' as const, present })
      },
    ),
  ]
}
