import type { InjectOptions } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  bearer,
  buildTestApp,
  inviteCodeOf,
  loginAs,
  uniqueIp,
  type TestUser,
} from '#test/helper.ts'

const t = await buildTestApp()

let user: TestUser
let admin: TestUser
let invite: string
beforeAll(async () => {
  user = await loginAs(t)
  admin = await loginAs(t, 'admin')
  invite = await inviteCodeOf(t, admin.id)
})

type Method = 'GET' | 'POST' | 'PUT'
interface Case {
  name: string
  request: () => InjectOptions
  /** The status a client gets; 'no500' where the engines may differ but never fail. */
  status: number | 'no500'
  /** Fields that the 400 answer must name in errors[]. */
  paths?: string[]
}

const json = (method: Method, url: string, payload: unknown, headers = {}): InjectOptions => ({
  method,
  url,
  headers: { 'content-type': 'application/json', ...headers },
  payload: JSON.stringify(payload),
})

const raw = (method: Method, url: string, contentType: string, payload: string, headers = {}) =>
  ({ method, url, headers: { 'content-type': contentType, ...headers }, payload }) as InjectOptions

const long = (n: number) => 'x'.repeat(n)
const longEmail = `${long(250)}@example.com`
const twoMegabytes = long(2 * 1024 * 1024)

const goodSignup = () => ({
  name: 'Anna Blu',
  email: 'anna.blu@example.com',
  password: 'una password valida',
  usedAffiliateCode: invite,
})

/** What every JSON call must survive, whatever its fields. */
function bodyAbuse(method: Method, url: string, auth = false, emptyIsFine = false): Case[] {
  const headers = () => (auth ? bearer(user.token) : {})
  const cases: Case[] = [
    {
      name: 'malformed JSON',
      request: () => raw(method, url, 'application/json', '{"email": "a@b.it",', headers()),
      status: 400,
    },
    {
      name: 'a prototype-poisoning JSON',
      request: () =>
        raw(method, url, 'application/json', '{"__proto__": {"group": "admin"}}', headers()),
      status: 400,
    },
    {
      name: 'an XML content type',
      request: () => raw(method, url, 'application/xml', '<email>a@b.it</email>', headers()),
      status: 415,
    },
    {
      name: 'a form-encoded body',
      request: () =>
        raw(method, url, 'application/x-www-form-urlencoded', 'email=a%40b.it', headers()),
      status: 415,
    },
    {
      name: 'a 2 MB body',
      request: () => json(method, url, { email: 'a@b.it', password: twoMegabytes }, headers()),
      status: 413,
    },
  ]
  if (!emptyIsFine) {
    cases.push(
      {
        name: 'an empty JSON body',
        request: () => raw(method, url, 'application/json', '', headers()),
        status: 400,
      },
      {
        name: 'a JSON array',
        request: () => json(method, url, [], headers()),
        status: 400,
        paths: [''],
      },
      {
        name: 'a JSON null',
        request: () => json(method, url, null, headers()),
        status: 400,
        paths: [''],
      },
      {
        name: 'a plain-text body',
        request: () => raw(method, url, 'text/plain', 'hello', headers()),
        status: 400,
      },
    )
  }
  return cases.map((c) => ({ ...c, name: `${method} ${url}: ${c.name}` }))
}

/**
 * Field-level cases of one JSON call: [what is wrong, payload, fields errors[] must name].
 * 'no500' marks input the engines may judge differently (SQLite stores a NUL character,
 * PostgreSQL refuses it) as long as neither fails.
 */
function fieldCases(
  method: Method,
  url: string,
  list: [string, () => unknown, string[] | 'no500'][],
  headers: () => Record<string, string> = () => ({}),
): Case[] {
  return list.map(([name, payload, paths]) => ({
    name: `${method} ${url}: ${name}`,
    request: () => json(method, url, payload(), headers()),
    status: paths === 'no500' ? 'no500' : 400,
    paths: paths === 'no500' ? undefined : paths,
  }))
}

const cases: Case[] = [
  ...fieldCases('POST', '/api/login/', [
    ['missing fields', () => ({}), ['email', 'password']],
    ['a number for the e-mail', () => ({ email: 42, password: 'una password' }), ['email']],
    ['an array for the password', () => ({ email: 'a@b.it', password: ['x'] }), ['password']],
    [
      'a password of 129 characters',
      () => ({ email: 'a@b.it', password: long(129) }),
      ['password'],
    ],
    [
      'an e-mail of 262 characters',
      () => ({ email: longEmail, password: 'una password' }),
      ['email'],
    ],
    [
      'a NUL character in the e-mail',
      () => ({ email: 'a\u0000@b.it', password: 'una password' }),
      'no500',
    ],
  ]),
  ...bodyAbuse('POST', '/api/login/'),

  ...fieldCases('POST', '/api/generate-token/', [
    ['missing fields', () => ({}), ['name', 'email', 'password', 'usedAffiliateCode']],
    ['a number for the name', () => ({ ...goodSignup(), name: 7 }), ['name']],
    ['a name of 121 characters', () => ({ ...goodSignup(), name: long(121) }), ['name']],
    ['a blank name', () => ({ ...goodSignup(), name: '   ' }), ['name']],
    ['a badly formed e-mail', () => ({ ...goodSignup(), email: 'anna.blu@' }), ['email']],
    ['an e-mail of 262 characters', () => ({ ...goodSignup(), email: longEmail }), ['email']],
    ['a number for the e-mail', () => ({ ...goodSignup(), email: 42 }), ['email']],
    ['an array for the password', () => ({ ...goodSignup(), password: ['x'] }), ['password']],
    [
      'a password of 129 characters',
      () => ({ ...goodSignup(), password: long(129) }),
      ['password'],
    ],
    [
      'an invite code of 33 characters',
      () => ({ ...goodSignup(), usedAffiliateCode: long(33) }),
      ['usedAffiliateCode'],
    ],
    ['an unknown language', () => ({ ...goodSignup(), language: 'fr' }), ['language']],
    ['a NUL character in the name', () => ({ ...goodSignup(), name: 'Anna\u0000Blu' }), 'no500'],
  ]),
  ...bodyAbuse('POST', '/api/generate-token/'),

  ...fieldCases('POST', '/api/register', [
    ['missing token', () => ({}), ['token']],
    ['a number for the token', () => ({ token: 12345 }), ['token']],
    ['an empty token', () => ({ token: '' }), ['token']],
    ['a token of 201 characters', () => ({ token: long(201) }), ['token']],
  ]),
  ...bodyAbuse('POST', '/api/register'),

  {
    name: 'GET /api/user/current-group/: an e-mail of 262 characters',
    request: () => ({
      method: 'GET',
      url: `/api/user/current-group/${longEmail}`,
      headers: bearer(admin.token),
    }),
    // Longer than any e-mail address can be.
    status: 400,
  },
  {
    name: 'GET /api/user/current-group/: a NUL character in the e-mail',
    request: () => ({
      method: 'GET',
      url: '/api/user/current-group/a%00%40b.it',
      headers: bearer(admin.token),
    }),
    status: 'no500',
  },
  {
    name: 'GET /api/user/current-group/: a broken percent-encoding',
    request: () => ({
      method: 'GET',
      url: '/api/user/current-group/%E0%A4%A',
      headers: bearer(admin.token),
    }),
    status: 400,
  },

  ...fieldCases('POST', '/api/forcelogout/', [
    ['a number for the e-mail', () => ({ email: 42 }), ['email']],
    ['an e-mail of 300 characters', () => ({ email: long(300) }), ['email']],
  ]),
  ...bodyAbuse('POST', '/api/forcelogout/', false, true),
  ...bodyAbuse('POST', '/api/logout/', false, true),

  ...fieldCases('POST', '/api/reset-password/', [
    ['missing e-mail', () => ({}), ['email']],
    ['a badly formed e-mail', () => ({ email: 'not an e-mail' }), ['email']],
    ['a number for the e-mail', () => ({ email: 42 }), ['email']],
    ['an e-mail of 262 characters', () => ({ email: longEmail }), ['email']],
  ]),
  ...bodyAbuse('POST', '/api/reset-password/'),

  {
    name: 'GET /api/check-reset-token/: a token of 201 characters',
    request: () => ({ method: 'GET', url: `/api/check-reset-token/${long(201)}` }),
    status: 400,
  },

  ...fieldCases('PUT', '/api/reset/', [
    ['missing fields', () => ({}), ['token', 'password']],
    ['a number for the token', () => ({ token: 1, password: 'una password valida' }), ['token']],
    ['an array for the password', () => ({ token: 'abc', password: ['x'] }), ['password']],
    ['a password of 7 characters', () => ({ token: 'abc', password: long(7) }), ['password']],
    ['a password of 129 characters', () => ({ token: 'abc', password: long(129) }), ['password']],
  ]),
  ...bodyAbuse('PUT', '/api/reset/'),

  ...fieldCases(
    'PUT',
    '/api/user/password/',
    [
      ['missing fields', () => ({}), ['oldPassword', 'newPassword']],
      [
        'a number for the current password',
        () => ({ oldPassword: 1, newPassword: 'una nuova valida' }),
        ['oldPassword'],
      ],
      [
        'a new password of 7 characters',
        () => ({ oldPassword: 'vecchia', newPassword: long(7) }),
        ['newPassword'],
      ],
      [
        'a new password of 129 characters',
        () => ({ oldPassword: 'vecchia', newPassword: long(129) }),
        ['newPassword'],
      ],
      [
        'a current password of 129 characters',
        () => ({ oldPassword: long(129), newPassword: 'una nuova valida' }),
        ['oldPassword'],
      ],
    ],
    () => bearer(user.token),
  ),
  ...bodyAbuse('PUT', '/api/user/password/', true),
]

describe('bad input on the account calls', () => {
  it.each(cases)('$name', async (c) => {
    const res = await t.app.inject({ ...c.request(), remoteAddress: uniqueIp() })
    if (c.status === 'no500') {
      expect(res.statusCode).toBeLessThan(500)
    } else {
      expect(res.statusCode).toBe(c.status)
    }
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    const body = res.json()
    if (res.statusCode >= 400) {
      expect(body.message).toEqual(expect.any(String))
      expect(body.message.length).toBeGreaterThan(0)
      expect(JSON.stringify(body)).not.toMatch(/at .+\.(ts|js):\d+/)
    }
    if (c.paths) {
      expect(body.errors).toEqual(
        expect.arrayContaining(c.paths.map((path) => ({ path, message: expect.any(String) }))),
      )
    }
  })

  it('leaves the accounts usable after all of the above', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: user.email, password: user.password },
      remoteAddress: uniqueIp(),
    })
    expect(res.statusCode).toBe(200)
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/check/',
      headers: bearer(admin.token),
    })
    expect(check.statusCode).toBe(200)
  })
})
