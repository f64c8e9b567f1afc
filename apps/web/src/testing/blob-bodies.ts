/*
 * Vitest hands jsdom's Blobs (a file in a form, a chunk of a resumable upload) to Node's
 * fetch by reading their bytes from `_buffer`, which jsdom 29 renamed `_bytes`: without this
 * every file would reach the fake server as the text "undefined".
 */
const implSymbol = Object.getOwnPropertySymbols(new Blob())[0]
if (implSymbol) {
  const impl = (new Blob() as unknown as Record<symbol, object>)[implSymbol]!
  const prototype = Object.getPrototypeOf(impl) as object
  if (!('_buffer' in prototype)) {
    Object.defineProperty(prototype, '_buffer', {
      get(this: { _bytes: Uint8Array }) {
        return this._bytes
      },
    })
  }
}
