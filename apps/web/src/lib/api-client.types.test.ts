import { ArticleAdminCalls } from '@aula/contract/routes/articles'
import { AuthCalls } from '@aula/contract/routes/auth'
import { FaqCalls, FaqAdminCalls } from '@aula/contract/routes/faqs'
import { ProfileCalls } from '@aula/contract/routes/profile'
import type { AuthEndpoints } from '@aula/contract/auth'
import { describe, expectTypeOf, it } from 'vitest'
import { call } from './api-client.ts'

/*
 * What `call` accepts, checked by the type checker (`npm run typecheck`): each line marked
 * `@ts-expect-error` must stay an error. The calls are never made: a description's types are
 * all that is read here.
 */
const never = false as boolean

describe('call types', () => {
  it('keeps the access of a description as its literal', () => {
    expectTypeOf(AuthCalls.login.access).toEqualTypeOf<'public'>()
    expectTypeOf(FaqAdminCalls.create.access).toEqualTypeOf<'adminWrite'>()
    expectTypeOf(ProfileCalls.profile.access).toEqualTypeOf<'user'>()
  })

  it('takes FormData only where the server parses a multipart form', () => {
    if (never) {
      void call(ArticleAdminCalls.upload, { body: new FormData() })
      // @ts-expect-error A JSON write takes its body's object, never a form.
      void call(FaqAdminCalls.create, { body: new FormData() })
      // @ts-expect-error A body the handler parses itself is JSON too.
      void call(ProfileCalls.iban, { body: new FormData() })
      // @ts-expect-error A multipart write takes no JSON object.
      void call(ArticleAdminCalls.upload, { body: { file: 'a.png' } })
    }
  })

  it('types the body, the params and the answer from the description', () => {
    if (never) {
      void call(ProfileCalls.iban, { body: { iban: 'IT60X0542811101000000123456' } })
      // @ts-expect-error The IBAN is required.
      void call(ProfileCalls.iban, { body: {} })
      // @ts-expect-error A path value is required.
      void call(FaqCalls.one)
      // @ts-expect-error A read takes no body.
      void call(FaqCalls.one, { params: { id: 1 }, body: { id: 1 } })
    }
    expectTypeOf<Awaited<ReturnType<typeof call<typeof AuthEndpoints.check>>>>().toHaveProperty(
      'user',
    )
  })

  it('sends an admin write with the private token only, never a caller-given one', () => {
    if (never) {
      void call(AuthCalls.forceLogout, { body: { email: 'a@b.it' }, bearer: 'old' })
      // @ts-expect-error An admin write carries the private token the client asks for.
      void call(FaqAdminCalls.create, { body: { question: 'Q', answer: 'A' }, bearer: 'x' })
    }
  })
})
