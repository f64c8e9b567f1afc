import { fileURLToPath } from 'node:url'
import type { Alias } from 'vite'

/**
 * The site's code and its libraries are written against React's API, and run on Preact
 * through `preact/compat`, which is about a tenth of React DOM's size: the browser, the
 * server renderer and the tests all load the same runtime. The types stay React's.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  // React's stand-ins for useSyncExternalStore, which the editor's library asks for by name:
  // Preact's own, and the same hook with a selector on top of it.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: fileURLToPath(new URL('../src/lib/use-store-selection.ts', import.meta.url)),
  },
]

/**
 * Libraries that import React: loaded through Vite in the tests, so that they meet the
 * aliases above rather than Node loading React itself.
 */
export const REACT_LIBRARIES = [
  /@testing-library\//,
  /react-router/,
  /@tanstack\/react-query/,
  /react-hook-form/,
  /@hookform\//,
  /@tiptap\//,
  /use-sync-external-store/,
]
