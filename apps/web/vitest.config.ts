import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

/** Renders with React's server renderer beside the browser's: kept apart from the rest. */
const SERVER_RENDERING = ['src/entry-server.test.tsx']

export default defineConfig({
  plugins: [react()],
  test: {
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
        // The server renderer marks the contexts it renders as its own, and the browser's
        // renderer then reports every later render of them: its modules are its own.
        test: { name: 'server-rendering', include: SERVER_RENDERING, isolate: true },
      },
    ],
  },
})
