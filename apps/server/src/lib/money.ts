/**
 * Money is stored as integer cents and shown by the API as euros with 2 decimals
 * (docs/product.md#money). Drivers may hand cents back as numbers or strings (PostgreSQL bigint).
 */
export function centsToEuros(cents: number | string | bigint): number {
  return Math.round(Number(cents)) / 100
}

export function centsToEurosOrNull(cents: number | string | bigint | null | undefined) {
  return cents === null || cents === undefined ? null : centsToEuros(cents)
}

/** Rounds to the nearest cent: 12.345 € is 1235 cents, never 1234.9999. */
export function eurosToCents(euros: number): number {
  return Math.round(Number((euros * 100).toFixed(6)))
}
