import crypto from 'node:crypto'
import type { Config } from '#src/config.ts'
import { now, type Db } from '#src/db/connect.ts'
import { centsToEuros, eurosToCents } from '#src/lib/money.ts'

/*
 * Payment providers behind one interface (DESIGN §4). The server never trusts what a
 * browser or a webhook says about a payment: fulfilment asks the provider for the
 * checkout and compares its status, amount, currency and reference with the order.
 */

export type ProviderStatus = 'PENDING' | 'PAID' | 'FAILED'

export interface ProviderCheckout {
  id: string
  reference: string
  amountCents: number
  currency: string
  status: ProviderStatus
}

export interface NewCheckout {
  reference: string
  amountCents: number
  currency: 'EUR'
  description: string
  /** Where the provider posts its webhook. */
  returnUrl: string
}

export interface PaymentProvider {
  readonly name: 'demo' | 'sumup'
  /** Opens a checkout at the provider and returns its id (the widget mounts on it). */
  createCheckout(input: NewCheckout): Promise<string>
  /** What the provider says now; null when it does not know the id. */
  getCheckout(id: string): Promise<ProviderCheckout | null>
}

/** The provider could not be reached or gave an answer we cannot read. */
export class ProviderError extends Error {}

/**
 * The built-in demo: no network, its checkouts live in the demo_checkout table, and a card
 * form (POST /api/demo-pay) plays SumUp's widget: 4242 4242 4242 4242 pays, every other
 * well-formed card, 4000 0000 0000 0002 among them, is declined.
 */
export class DemoProvider implements PaymentProvider {
  readonly name = 'demo' as const
  static readonly PAYING_CARD = '4242424242424242'

  constructor(private readonly db: Db) {}

  async createCheckout(input: NewCheckout): Promise<string> {
    const id = crypto.randomUUID()
    const at = now()
    await this.db
      .insertInto('demo_checkout')
      .values({
        id,
        checkout_reference: input.reference,
        amount_cents: input.amountCents,
        currency: input.currency,
        status: 'PENDING',
        created_at: at,
        updated_at: at,
      })
      .execute()
    return id
  }

  async getCheckout(id: string): Promise<ProviderCheckout | null> {
    const row = await this.db
      .selectFrom('demo_checkout')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) return null
    return {
      id: row.id,
      reference: row.checkout_reference,
      amountCents: Number(row.amount_cents),
      currency: row.currency,
      status: row.status,
    }
  }

  /**
   * Charges a card on a checkout, like the widget does. A paid checkout stays paid (a
   * second submit never charges twice); a declined one can be tried again.
   */
  async pay(id: string, cardNumber: string): Promise<'PAID' | 'FAILED' | null> {
    const result = cardNumber === DemoProvider.PAYING_CARD ? 'PAID' : 'FAILED'
    await this.db
      .updateTable('demo_checkout')
      .set({ status: result, updated_at: now() })
      .where('id', '=', id)
      .where('status', '!=', 'PAID')
      .execute()
    const row = await this.getCheckout(id)
    if (!row) return null
    return row.status === 'PAID' ? 'PAID' : 'FAILED'
  }
}

interface SumUpCheckoutBody {
  id?: unknown
  checkout_reference?: unknown
  amount?: unknown
  currency?: unknown
  status?: unknown
}

function readSumUpCheckout(body: SumUpCheckoutBody): ProviderCheckout {
  const { id, checkout_reference, amount, currency, status } = body
  if (
    typeof id !== 'string' ||
    typeof checkout_reference !== 'string' ||
    typeof amount !== 'number' ||
    typeof currency !== 'string' ||
    (status !== 'PENDING' && status !== 'PAID' && status !== 'FAILED')
  ) {
    throw new ProviderError('SumUp answered a checkout in an unexpected shape')
  }
  return {
    id,
    reference: checkout_reference,
    amountCents: eurosToCents(amount),
    currency,
    status,
  }
}

/**
 * SumUp's Checkouts API (https://developer.sumup.com/api/checkouts): a checkout is created
 * with our order reference, the amount in euros and our merchant code; the card widget
 * processes it in the browser; we read its status back with GET.
 */
export class SumUpProvider implements PaymentProvider {
  readonly name = 'sumup' as const

  constructor(
    private readonly apiUrl: string,
    private readonly apiKey: string,
    private readonly merchantCode: string,
  ) {}

  private async call(path: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await fetch(`${this.apiUrl}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${this.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        signal: AbortSignal.timeout(15_000),
      })
    } catch (error) {
      throw new ProviderError('SumUp could not be reached', { cause: error })
    }
  }

  private async json(res: Response): Promise<unknown> {
    try {
      return await res.json()
    } catch (error) {
      throw new ProviderError(`SumUp answered ${res.status} without JSON`, { cause: error })
    }
  }

  async createCheckout(input: NewCheckout): Promise<string> {
    const res = await this.call('/v0.1/checkouts', {
      method: 'POST',
      body: JSON.stringify({
        checkout_reference: input.reference,
        amount: centsToEuros(input.amountCents),
        currency: input.currency,
        merchant_code: this.merchantCode,
        description: input.description,
        return_url: input.returnUrl,
      }),
    })
    if (res.status === 409) {
      // A retry after a lost answer: the checkout of this reference already exists.
      await res.body?.cancel()
      const existing = await this.findByReference(input.reference)
      if (existing) return existing.id
      throw new ProviderError('SumUp refused a reference it does not list')
    }
    if (res.status !== 200 && res.status !== 201) {
      await res.body?.cancel()
      throw new ProviderError(`SumUp refused the checkout with ${res.status}`)
    }
    return readSumUpCheckout((await this.json(res)) as SumUpCheckoutBody).id
  }

  private async findByReference(reference: string): Promise<ProviderCheckout | null> {
    const res = await this.call(
      `/v0.1/checkouts?checkout_reference=${encodeURIComponent(reference)}`,
    )
    if (res.status !== 200) {
      await res.body?.cancel()
      throw new ProviderError(`SumUp listed checkouts with ${res.status}`)
    }
    const body = await this.json(res)
    if (!Array.isArray(body))
      throw new ProviderError('SumUp listed checkouts in an unexpected shape')
    const found = body.map((item) => readSumUpCheckout(item as SumUpCheckoutBody))
    return found.find((c) => c.reference === reference) ?? null
  }

  async getCheckout(id: string): Promise<ProviderCheckout | null> {
    const res = await this.call(`/v0.1/checkouts/${encodeURIComponent(id)}`)
    if (res.status === 404) {
      await res.body?.cancel()
      return null
    }
    if (res.status !== 200) {
      await res.body?.cancel()
      throw new ProviderError(`SumUp answered ${res.status} for a checkout`)
    }
    return readSumUpCheckout((await this.json(res)) as SumUpCheckoutBody)
  }
}

export interface Providers {
  /** The provider new checkouts go to (PAYMENT_PROVIDER). */
  current: PaymentProvider
  demo: DemoProvider
  /** The provider an existing order was created with, when it is configured here. */
  of(name: 'demo' | 'sumup'): PaymentProvider | null
}

export function createProviders(config: Config, db: Db): Providers {
  const demo = new DemoProvider(db)
  const { sumupApiKey, sumupMerchantCode, sumupApiUrl } = config.payments
  const sumup =
    sumupApiKey && sumupMerchantCode
      ? new SumUpProvider(sumupApiUrl, sumupApiKey, sumupMerchantCode)
      : null
  const current = config.payments.provider === 'sumup' && sumup ? sumup : demo
  return {
    current,
    demo,
    of: (name) => (name === 'sumup' ? sumup : demo),
  }
}
