/**
 * Money is stored as integer cents and shown by the API as euros with 2 decimals
 * (docs/product.md#money). Both engines read cents, and their sums, as numbers (db/pg-types.ts).
 */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100
}

export function centsToEurosOrNull(cents: number | null | undefined) {
  return cents === null || cents === undefined ? null : centsToEuros(cents)
}

/** Rounds to the nearest cent: 12.345 € is 1235 cents, never 1234.9999. */
export function eurosToCents(euros: number): number {
  return Math.round(Number((euros * 100).toFixed(6)))
}
