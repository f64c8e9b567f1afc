import crypto from 'node:crypto'
import { APIError, SumUp, type CheckoutSuccess } from '@sumup/sdk'
import type { Config } from '#src/config.ts'
import type { Db } from '#src/db/connect.ts'
import { now } from '#src/lib/clock.ts'
import { centsToEuros, eurosToCents } from '#src/lib/money.ts'

/*
 * Payment providers behind one interface (docs/product.md#payments). The server never trusts what a
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
  /** The payment's transaction, once paid: what a refund names. */
  transactionId: string | null
}

export interface NewCheckout {
  reference: string
  amountCents: number
  currency: 'EUR'
  description: string
  /** Where the provider posts its webhook. */
  returnUrl: string
  /** Where 3-D Secure and redirect-based methods send the buyer back: the order's page. */
  redirectUrl: string
  /** ISO 8601: past it the checkout takes no payment. */
  validUntil: string
}

export interface PaymentProvider {
  readonly name: 'demo' | 'sumup'
  /** Opens a checkout at the provider and returns its id (the widget mounts on it). */
  createCheckout(input: NewCheckout): Promise<string>
  /** What the provider says now; null when it does not know the id. */
  getCheckout(id: string): Promise<ProviderCheckout | null>
  /** Gives back the whole payment of a paid checkout. */
  refund(checkout: ProviderCheckout): Promise<void>
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
        valid_until: input.validUntil,
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
    const expired = row.status === 'PENDING' && !!row.valid_until && row.valid_until <= now()
    return {
      id: row.id,
      reference: row.checkout_reference,
      amountCents: row.amount_cents,
      currency: row.currency,
      // A refunded payment stays a payment that happened; an expired checkout failed.
      status: row.status === 'REFUNDED' ? 'PAID' : expired ? 'FAILED' : row.status,
      transactionId: row.status === 'PAID' || row.status === 'REFUNDED' ? row.id : null,
    }
  }

  async refund(checkout: ProviderCheckout): Promise<void> {
    await this.db
      .updateTable('demo_checkout')
      .set({ status: 'REFUNDED', updated_at: now() })
      .where('id', '=', checkout.id)
      .where('status', '=', 'PAID')
      .execute()
  }

  /**
   * Charges a card on a checkout, like the widget does. A paid checkout stays paid (a
   * second submit never charges twice); a declined one can be tried again; an expired one
   * takes nothing.
   */
  async pay(id: string, cardNumber: string): Promise<'PAID' | 'FAILED' | null> {
    const result = cardNumber === DemoProvider.PAYING_CARD ? 'PAID' : 'FAILED'
    const at = now()
    await this.db
      .updateTable('demo_checkout')
      .set({ status: result, updated_at: at })
      .where('id', '=', id)
      .where('status', 'in', ['PENDING', 'FAILED'])
      .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', at)]))
      .execute()
    const row = await this.getCheckout(id)
    if (!row) return null
    return row.status === 'PAID' ? 'PAID' : 'FAILED'
  }
}

/** A SumUp checkout as the SDK returns it, read into our shape; anything else is refused. */
function readSumUpCheckout(body: CheckoutSuccess | undefined): ProviderCheckout {
  const { id, checkout_reference, amount, currency, status } = body ?? {}
  if (
    typeof id !== 'string' ||
    typeof checkout_reference !== 'string' ||
    typeof amount !== 'number' ||
    typeof currency !== 'string' ||
    (status !== 'PENDING' && status !== 'PAID' && status !== 'FAILED' && status !== 'EXPIRED')
  ) {
    throw new ProviderError('SumUp answered a checkout in an unexpected shape')
  }
  const successful = body?.transactions?.find((t) => t.status === 'SUCCESSFUL')?.id
  return {
    id,
    reference: checkout_reference,
    amountCents: eurosToCents(amount),
    currency,
    // An expired checkout takes no more payments: for an order it is a failure.
    status: status === 'EXPIRED' ? 'FAILED' : status,
    transactionId: body?.transaction_id ?? successful ?? null,
  }
}

/** An SDK call that failed: SumUp's answer status, or null when SumUp was not reached. */
function statusOfFailure(error: unknown): number | null {
  return error instanceof APIError ? error.status : null
}

function providerError(what: string, error: unknown): ProviderError {
  const status = statusOfFailure(error)
  return new ProviderError(
    status === null ? `SumUp could not be reached (${what})` : `SumUp answered ${status} (${what})`,
    { cause: error },
  )
}

/**
 * SumUp through its official SDK (@sumup/sdk; https://developer.sumup.com/api): a checkout
 * is created with our order reference, the amount in euros, our merchant code, the webhook
 * (return_url), the order's page for 3-D Secure and redirect-based methods (redirect_url)
 * and an expiry (valid_until); the card widget processes it in the browser; we read its
 * status back, and give back the money of a duplicate with a refund of its transaction.
 */
export class SumUpProvider implements PaymentProvider {
  readonly name = 'sumup' as const
  private readonly client: SumUp

  constructor(
    apiUrl: string,
    apiKey: string,
    private readonly merchantCode: string,
  ) {
    this.client = new SumUp({ apiKey, host: apiUrl, timeout: 15_000, maxRetries: 0 })
  }

  async createCheckout(input: NewCheckout): Promise<string> {
    let created
    try {
      created = await this.client.checkouts.create({
        checkout_reference: input.reference,
        amount: centsToEuros(input.amountCents),
        currency: input.currency,
        merchant_code: this.merchantCode,
        description: input.description,
        return_url: input.returnUrl,
        redirect_url: input.redirectUrl,
        valid_until: input.validUntil,
      })
    } catch (error) {
      if (statusOfFailure(error) === 409) {
        // A retry after a lost answer: the checkout of this reference already exists.
        const existing = await this.findByReference(input.reference)
        if (existing) return existing.id
        throw new ProviderError('SumUp refused a reference it does not list', { cause: error })
      }
      throw providerError('new checkout', error)
    }
    return readSumUpCheckout(created).id
  }

  private async findByReference(reference: string): Promise<ProviderCheckout | null> {
    let listed
    try {
      listed = await this.client.checkouts.list({ checkout_reference: reference })
    } catch (error) {
      throw providerError('list of checkouts', error)
    }
    if (!Array.isArray(listed)) {
      throw new ProviderError('SumUp listed checkouts in an unexpected shape')
    }
    const found = listed.map((item) => readSumUpCheckout(item))
    return found.find((c) => c.reference === reference) ?? null
  }

  async getCheckout(id: string): Promise<ProviderCheckout | null> {
    let body
    try {
      body = await this.client.checkouts.get(encodeURIComponent(id))
    } catch (error) {
      if (statusOfFailure(error) === 404) return null
      throw providerError('a checkout', error)
    }
    return readSumUpCheckout(body)
  }

  async refund(checkout: ProviderCheckout): Promise<void> {
    if (!checkout.transactionId) {
      throw new ProviderError('SumUp names no transaction for a paid checkout')
    }
    try {
      // No amount: SumUp refunds the whole transaction.
      await this.client.transactions.refund(
        encodeURIComponent(this.merchantCode),
        encodeURIComponent(checkout.transactionId),
      )
    } catch (error) {
      throw providerError('a refund', error)
    }
  }
}

export interface Providers {
  /** The provider new checkouts go to (PAYMENT_PROVIDER). */
  current: PaymentProvider
  demo: DemoProvider
  /**
   * The provider an existing order was created with, when it is configured here; none for
   * a free order (a code covering the whole payment, docs/product.md#coupons).
   */
  of(name: 'demo' | 'sumup' | 'free'): PaymentProvider | null
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
    of: (name) => (name === 'sumup' ? sumup : name === 'demo' ? demo : null),
  }
}
