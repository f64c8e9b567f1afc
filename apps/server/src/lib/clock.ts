/**
 * The server's one clock. Every stored timestamp is ISO 8601 UTC text, the same on SQLite
 * and PostgreSQL, so rows compare and sort as text on both engines; turning an instant into
 * Rome's day or hour is display's job (docs/product.md#languages-and-time).
 */
export function now(): string {
  return new Date().toISOString()
}
