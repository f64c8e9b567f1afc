/** An amount in euros as the price inputs show it: 250, or 249,90 with the Italian comma. */
export function eurosText(amount: number | null): string {
  if (amount === null) return ''
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace('.', ',')
}

/** A select's value for a row id: '' for none. */
export const idText = (id: number | null) => (id === null ? '' : String(id))
