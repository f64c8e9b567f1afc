import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * A local stand-in for SumUp's Checkouts API, for tests only. It follows the documented
 * shapes (https://developer.sumup.com/api/checkouts): POST /v0.1/checkouts answers 201 with
 * a PENDING checkout, or 409 DUPLICATED_CHECKOUT when the checkout_reference was used;
 * GET /v0.1/checkouts/{id} answers the checkout with its status; GET /v0.1/checkouts?
 * checkout_reference=… lists matches. Every call needs the bearer key.
 */

export interface FakeCheckout {
  id: string
  checkout_reference: string
  amount: number
  currency: string
  merchant_code: string
  description?: string
  return_url?: string
  status: 'PENDING' | 'PAID' | 'FAILED'
  date: string
}

export interface FakeSumUp {
  url: string
  apiKey: string
  merchantCode: string
  checkouts: Map<string, FakeCheckout>
  /** Every request body POSTed to /v0.1/checkouts, as received. */
  created: Record<string, unknown>[]
  /** Sets the status a later GET answers, as SumUp does once the widget has processed the card. */
  setStatus(id: string, status: FakeCheckout['status']): void
  close(): Promise<void>
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

export async function startFakeSumUp(): Promise<FakeSumUp> {
  const apiKey = `sup_sk_${crypto.randomBytes(8).toString('hex')}`
  const merchantCode = 'MTEST123'
  const checkouts = new Map<string, FakeCheckout>()
  const created: Record<string, unknown>[] = []

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return send(res, 401, { error_code: 'NOT_AUTHORIZED', message: 'Invalid token' })
      }
      const url = new URL(req.url ?? '/', 'http://fake')
      if (req.method === 'POST' && url.pathname === '/v0.1/checkouts') {
        let body: Record<string, unknown>
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
        } catch {
          return send(res, 400, { error_code: 'INVALID', message: 'Invalid JSON' })
        }
        created.push(body)
        const { checkout_reference, amount, currency, merchant_code } = body
        if (
          typeof checkout_reference !== 'string' ||
          typeof amount !== 'number' ||
          typeof currency !== 'string' ||
          merchant_code !== merchantCode
        ) {
          return send(res, 400, { error_code: 'MISSING', message: 'Validation error' })
        }
        if ([...checkouts.values()].some((c) => c.checkout_reference === checkout_reference)) {
          return send(res, 409, {
            error_code: 'DUPLICATED_CHECKOUT',
            message: 'Checkout with this checkout reference and pay to email already exists',
          })
        }
        const checkout: FakeCheckout = {
          id: crypto.randomUUID(),
          checkout_reference,
          amount,
          currency,
          merchant_code,
          description: typeof body.description === 'string' ? body.description : undefined,
          return_url: typeof body.return_url === 'string' ? body.return_url : undefined,
          status: 'PENDING',
          date: new Date().toISOString(),
        }
        checkouts.set(checkout.id, checkout)
        return send(res, 201, checkout)
      }
      if (req.method === 'GET' && url.pathname === '/v0.1/checkouts') {
        const ref = url.searchParams.get('checkout_reference')
        return send(
          res,
          200,
          [...checkouts.values()].filter((c) => !ref || c.checkout_reference === ref),
        )
      }
      const match = /^\/v0\.1\/checkouts\/([^/]+)$/.exec(url.pathname)
      if (req.method === 'GET' && match) {
        const checkout = checkouts.get(decodeURIComponent(match[1]!))
        if (!checkout)
          return send(res, 404, { error_code: 'NOT_FOUND', message: 'Resource not found' })
        return send(res, 200, checkout)
      }
      send(res, 404, { error_code: 'NOT_FOUND', message: 'Resource not found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    merchantCode,
    checkouts,
    created,
    setStatus(id, status) {
      const checkout = checkouts.get(id)
      if (!checkout) throw new Error(`no fake checkout ${id}`)
      checkout.status = status
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
