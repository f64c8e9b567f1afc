import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * A local stand-in for the parts of SumUp's API that @sumup/sdk calls for us, for tests
 * only. It follows the documented shapes (https://developer.sumup.com/api):
 * - POST /v0.1/checkouts answers 201 with a PENDING checkout, or 409 DUPLICATED_CHECKOUT
 *   when the checkout_reference was used;
 * - GET /v0.1/checkouts/{id} answers the checkout with its status (EXPIRED once a pending
 *   checkout is past its valid_until) and, once paid, its transaction;
 * - GET /v0.1/checkouts?checkout_reference=… lists matches;
 * - POST /v1.0/merchants/{merchant_code}/payments/{transaction_id}/refunds answers 204 and
 *   marks the transaction REFUNDED (404 for an unknown transaction or another merchant).
 * Every call needs the bearer key.
 */

export interface FakeTransaction {
  id: string
  transaction_code: string
  amount: number
  currency: string
  status: 'SUCCESSFUL' | 'REFUNDED'
  timestamp: string
}

export interface FakeCheckout {
  id: string
  checkout_reference: string
  amount: number
  currency: string
  merchant_code: string
  description?: string
  return_url?: string
  redirect_url?: string
  valid_until?: string | null
  status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED'
  date: string
  transaction_id?: string
  transaction_code?: string
  transactions: FakeTransaction[]
}

export interface FakeRefund {
  merchantCode: string
  transactionId: string
  body: unknown
}

export interface FakeSumUp {
  url: string
  apiKey: string
  merchantCode: string
  checkouts: Map<string, FakeCheckout>
  /** Every request body POSTed to /v0.1/checkouts, as received. */
  created: Record<string, unknown>[]
  /** Every refund request received, as received. */
  refunds: FakeRefund[]
  /** Answer refund requests with this status instead of 204 (null: accept them). */
  refuseRefundsWith: number | null
  /**
   * Sets the status a later GET answers, as SumUp does once the widget has processed the
   * card; PAID attaches a SUCCESSFUL transaction.
   */
  setStatus(id: string, status: FakeCheckout['status']): void
  close(): Promise<void>
}

function send(res: http.ServerResponse, status: number, body?: unknown) {
  if (body === undefined) {
    res.writeHead(status)
    res.end()
    return
  }
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

const notFound = { error_code: 'NOT_FOUND', message: 'Resource not found' }

export async function startFakeSumUp(): Promise<FakeSumUp> {
  const apiKey = `sup_sk_${crypto.randomBytes(8).toString('hex')}`
  const merchantCode = 'MTEST123'
  const checkouts = new Map<string, FakeCheckout>()
  const created: Record<string, unknown>[] = []
  const refunds: FakeRefund[] = []

  /** What a GET shows: a pending checkout past its valid_until has expired. */
  const view = (checkout: FakeCheckout): FakeCheckout => {
    if (
      checkout.status === 'PENDING' &&
      checkout.valid_until &&
      Date.parse(checkout.valid_until) <= Date.now()
    ) {
      checkout.status = 'EXPIRED'
    }
    return checkout
  }

  const fake: FakeSumUp = {
    url: '',
    apiKey,
    merchantCode,
    checkouts,
    created,
    refunds,
    refuseRefundsWith: null,
    setStatus(id, status) {
      const checkout = checkouts.get(id)
      if (!checkout) throw new Error(`no fake checkout ${id}`)
      checkout.status = status
      if (status === 'PAID' && !checkout.transaction_id) {
        const transaction: FakeTransaction = {
          id: crypto.randomUUID(),
          transaction_code: `T${crypto.randomBytes(4).toString('hex').toUpperCase()}`,
          amount: checkout.amount,
          currency: checkout.currency,
          status: 'SUCCESSFUL',
          timestamp: new Date().toISOString(),
        }
        checkout.transactions.push(transaction)
        checkout.transaction_id = transaction.id
        checkout.transaction_code = transaction.transaction_code
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return send(res, 401, { error_code: 'NOT_AUTHORIZED', message: 'Invalid token' })
      }
      const url = new URL(req.url ?? '/', 'http://fake')
      const raw = Buffer.concat(chunks).toString('utf8')
      let body: unknown = undefined
      if (raw) {
        try {
          body = JSON.parse(raw)
        } catch {
          return send(res, 400, { error_code: 'INVALID', message: 'Invalid JSON' })
        }
      }

      if (req.method === 'POST' && url.pathname === '/v0.1/checkouts') {
        const fields = (body ?? {}) as Record<string, unknown>
        created.push(fields)
        const { checkout_reference, amount, currency, merchant_code } = fields
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
        const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
        const checkout: FakeCheckout = {
          id: crypto.randomUUID(),
          checkout_reference,
          amount,
          currency,
          merchant_code,
          description: text(fields.description),
          return_url: text(fields.return_url),
          redirect_url: text(fields.redirect_url),
          valid_until: text(fields.valid_until) ?? null,
          status: 'PENDING',
          date: new Date().toISOString(),
          transactions: [],
        }
        checkouts.set(checkout.id, checkout)
        return send(res, 201, checkout)
      }
      if (req.method === 'GET' && url.pathname === '/v0.1/checkouts') {
        const ref = url.searchParams.get('checkout_reference')
        return send(
          res,
          200,
          [...checkouts.values()].filter((c) => !ref || c.checkout_reference === ref).map(view),
        )
      }
      const one = /^\/v0\.1\/checkouts\/([^/]+)$/.exec(url.pathname)
      if (req.method === 'GET' && one) {
        const checkout = checkouts.get(decodeURIComponent(one[1]!))
        if (!checkout) return send(res, 404, notFound)
        return send(res, 200, view(checkout))
      }
      const refund = /^\/v1\.0\/merchants\/([^/]+)\/payments\/([^/]+)\/refunds$/.exec(url.pathname)
      if (req.method === 'POST' && refund) {
        const code = decodeURIComponent(refund[1]!)
        const transactionId = decodeURIComponent(refund[2]!)
        refunds.push({ merchantCode: code, transactionId, body })
        if (fake.refuseRefundsWith !== null) {
          return send(res, fake.refuseRefundsWith, {
            error_code: 'REFUND_FAILED',
            message: 'The refund could not be processed',
          })
        }
        const transaction = [...checkouts.values()]
          .flatMap((c) => (c.merchant_code === code ? c.transactions : []))
          .find((t) => t.id === transactionId)
        if (!transaction) return send(res, 404, notFound)
        if (transaction.status === 'REFUNDED') {
          return send(res, 409, {
            error_code: 'CONFLICT',
            message: 'The transaction is already refunded',
          })
        }
        transaction.status = 'REFUNDED'
        return send(res, 204)
      }
      send(res, 404, notFound)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  fake.url = `http://127.0.0.1:${port}`
  return fake
}
