import { configDefaults, defineConfig } from 'vitest/config'
import { createRequire } from 'node:module'
import path from 'node:path'
import { preactAliases, REACT_LIBRARIES } from './build/preact.ts'

const require = createRequire(import.meta.url)
/**
 * The ES module builds of the libraries whose Node build is CommonJS: Vite resolves their
 * imports through the aliases, and would not resolve a require() of React.
 */
const esModuleBuilds = [
  {
    find: /^@testing-library\/react$/,
    replacement: require.resolve('@testing-library/react/dist/@testing-library/react.esm.js'),
  },
  {
    find: /^react-router$/,
    replacement: path.join(
      path.dirname(require.resolve('react-router/package.json')),
      'dist/development/index.mjs',
    ),
  },
  // The browser build (XMLHttpRequest, Blob, localStorage), which the package's Node entry hides.
  {
    find: /^tus-js-client$/,
    replacement: path.join(
      path.dirname(require.resolve('tus-js-client/package.json')),
      'lib.esm/browser/index.js',
    ),
  },
]

/** Renders with the server renderer beside the browser's: kept apart from the rest. */
const SERVER_RENDERING = ['src/entry-server.test.tsx']

export default defineConfig({
  resolve: {
    alias: [...preactAliases, ...esModuleBuilds],
  },
  test: {
    // The libraries run on Preact here as in the browser (build/preact.ts); tus-js-client's
    // browser build is ES modules in a CommonJS package, which Node would not load.
    server: { deps: { inline: [...REACT_LIBRARIES, 'tus-js-client'] } },
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SERVER_RENDERING],
          // One jsdom and one module graph per worker instead of per file: building them
          // again for every file took more time than the tests. Files stay independent
          // because the setup file resets what a test can leave behind (rendered apps, query
          // clients, msw handlers, localStorage, the page's language and title) and each app
          // makes its own i18n.
          isolate: false,
        },
      },
      {
        extends: true,
        // Preact's debug checks, which the server rendering test turns on, watch every
        // later render: its modules are its own.
        test: { name: 'server-rendering', include: SERVER_RENDERING, isolate: true },
      },
    ],
  },
})
